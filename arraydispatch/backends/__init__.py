"""One Array API namespace module per built-in framework; only ``backends/<fw>/`` imports
``<fw>``."""
