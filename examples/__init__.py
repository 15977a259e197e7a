"""Three small libraries written once against the Array API standard with arraydispatch.

Each runs unchanged on NumPy, PyTorch, JAX, TensorFlow and Dask arrays:

- :mod:`examples.logistic_regression`: gradient descent with ``value_and_grad`` + ``jit``
  (PyTorch, JAX, TensorFlow) or the closed-form gradient (NumPy, Dask), in one file;
- :mod:`examples.kmeans`: Lloyd's algorithm with k-means++ initialisation from a seeded
  generator the caller passes in, the Lloyd step under ``jit``;
- :mod:`examples.pca`: principal component analysis via ``linalg.svd``, with whitening,
  ``transform`` and ``inverse_transform`` under ``jit``.

They are documentation that runs (docs/examples/), not part of the arraydispatch wheel.
"""
