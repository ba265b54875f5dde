"""Statistical taggers served with onnxruntime (no torch at runtime). See :mod:`workers.taggers.onnx_tagger`."""
