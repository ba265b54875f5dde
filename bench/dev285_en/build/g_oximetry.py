"""Genre (own choice): overnight oximetry reports for nocturnal oxygen."""
import datetime as dt

import phi
import clinical as CL
import common as CM
from case import name, doc_ref
from nb import Note, P

GENRE = "overnight_oximetry"

PATTERNS = ["sustained nocturnal hypoxaemia without cyclical dips (hypoventilation pattern)",
            "frequent cyclical 'sawtooth' desaturations suggestive of OSA",
            "periodic desaturation with waxing/waning pattern - consider Cheyne-Stokes respiration",
            "prolonged REM-related desaturations in the early hours",
            "baseline SpO2 adequate with brief isolated dips only",
            "artefact-heavy trace 02:10-03:40 (probe off), remaining data adequate"]


def report(rng, cs, n):
    night = cs.visit
    on_o2 = rng.random() < 0.4
    fl = CL.flow(rng)
    mean = rng.uniform(84, 93) + (3 if on_o2 else 0)
    mean = min(mean, 96.5)
    t90 = max(0.0, min(99.0, (94 - mean) * rng.uniform(8, 14)))
    t88 = t90 * rng.uniform(0.3, 0.8)
    odi = rng.uniform(1.5, 38)
    ox = rng.choice(CL.OXIMETERS)
    st_h, st_m = rng.randint(21, 23), rng.randint(0, 59)
    dur = rng.randint(300, 560)
    en = (st_h * 60 + st_m + dur) % 1440
    n.ln(P(cs.hosp, "HOSPITAL"))
    n.ln(rng.choice(["Sleep & Respiratory Physiology", "Respiratory Function Unit", "Sleep Disorders Service", "Home Oxygen Service"]))
    n.ln(rng.choice(["OVERNIGHT OXIMETRY REPORT", "Overnight Pulse Oximetry - Report", "NOCTURNAL OXIMETRY STUDY"]))
    n.ln("=" * rng.choice([30, 40, 48]))
    n.w(CM.pt_header(rng, cs, rng.choice([0, 1, 2, 3])))
    n.ln("Referring clinician: ", doc_ref(rng, rng.choice([cs.cons, cs.gp])), rng.choice(["", " (GP)", " - resp"]))
    n.ln("Indication: ", rng.choice(["?nocturnal hypoxaemia in COPD", "assess need for nocturnal O2", "?OSA/OHS - ESS 14",
                                      "check adequacy of LTOT flow overnight", "MND - ?NIV", "kyphoscoliosis - ?hypoventilation"]))
    n.ln("")
    n.ln("Recording: home, night of ", cs.d(rng, night, rng.choice(["num", "wk", "long", "short"])), 
         "   ", "%02d:%02d" % (st_h, st_m), " - ", "%02d:%02d" % (en // 60, en % 60))
    n.ln("Device: ", ox, "   S/N ", P(phi.serial(rng, "oximeter"), "DEVICE"), "   sampling ", rng.choice(["1 s", "2 s", "4 s"]))
    n.ln("Condition: ", ("on O2 %s L/min via nasal cannula (%s)" % (fl, rng.choice(CL.CONCENTRATORS))) if on_o2 else "room air",
         "   NIV/CPAP: ", rng.choice(["no", "no", "CPAP 10 cmH2O", "BiPAP 18/6"]))
    n.ln("Issued by: ", name(rng, cs.nurse2, "DOCTOR", rng.choice(["full", "init"])), " ", cs.d(rng, CM.later(night, -rng.randint(0, 2)), "dmon"),
         "; returned ", cs.d(rng, CM.later(night, 1), rng.choice(["dmon", "num"])), rng.choice(["", " by hand", " via courier"]))
    n.ln("")
    n.ln("RESULTS")
    ana = dur - rng.randint(4, 45)
    n.ln("  Analysed time ............ %dh %02dm" % (ana // 60, ana % 60))
    n.ln("  Mean SpO2 ................ %.1f %%" % mean)
    n.ln("  Minimum SpO2 ............. %d %%" % max(60, int(mean - rng.uniform(6, 20))))
    n.ln("  Time SpO2 < 90%% (T90) ..... %.1f %%" % t90)
    n.ln("  Time SpO2 < 88%% ........... %.1f %%" % t88)
    n.ln("  ODI 4%% ................... %.1f /h" % odi)
    n.ln("  ODI 3%% ................... %.1f /h" % (odi * rng.uniform(1.1, 1.6)))
    n.ln("  Mean pulse rate .......... %d bpm (range %d-%d)" % (rng.randint(60, 100), rng.randint(48, 62), rng.randint(101, 132)))
    n.ln("")
    n.ln("Trace: ", rng.choice(PATTERNS), ".")
    n.ln("")
    n.ln("Conclusion / recommendation:")
    if t88 > 30 and not on_o2:
        n.ln("Significant nocturnal hypoxaemia (>30% TRT below 88%). ", rng.choice([
            "Suggest trial of nocturnal oxygen at 1 L/min with repeat study on O2.",
            "Given raised bicarbonate, refer for overnight TcCO2 / NIV assessment before prescribing O2.",
            "Meets criteria for nocturnal oxygen - HOOF to follow."]))
    elif odi > 15:
        n.ln("Pattern consistent with moderate-severe sleep-disordered breathing (ODI4 ", "%.0f" % odi, "/h). Refer sleep clinic for polygraphy.")
    elif on_o2:
        n.ln("Adequate overnight oxygenation on current prescription - no change to flow.")
    else:
        n.ln("No significant nocturnal hypoxaemia. Nocturnal oxygen not indicated.")
    n.ln("")
    n.ln("Reported by: ", name(rng, cs.nurse2, "DOCTOR", rng.choice(["full", "fml"])), ", ", cs.nurse2.cred or "Clinical Physiologist",
         "   ", cs.d(rng, CM.later(night, rng.randint(2, 9)), rng.choice(["num", "short"])))
    n.ln("Authorised: ", doc_ref(rng, cs.cons), rng.choice(["", ", Consultant", " (Sleep)"]))
    if rng.random() < 0.45:
        n.ln("Study no. ", P(phi.accession(rng).replace("ABG", "OX"), "IDNUM"), "   file: ", P(phi.job_no(rng), "IDNUM"), ".edf")
    if rng.random() < 0.35:
        n.w(CM.audit(rng, cs))


def compact(rng, cs, n):
    fl = CL.flow(rng)
    n.ln("ONO ", cs.d(rng, style=rng.choice(["num", "iso", "dot"])), " | ", cs.pt_name(rng, rng.choice(["LFU", "LF", "initials"])),
         " | ", P(cs.mrn, "MRN"), " | ", cs.age_phrase(rng))
    n.ln(rng.choice(["RA", "on " + fl + " L/min"]), ": mean ", "%.0f" % rng.uniform(84, 95), "%, nadir ", str(rng.randint(68, 86)),
         "%, T90 ", "%.0f" % rng.uniform(1, 80), "%, ODI4 ", "%.0f" % rng.uniform(1, 40), "/h, PR ", str(rng.randint(58, 98)))
    n.ln(rng.choice(["sawtooth - ?OSA", "sustained desat - hypovent?", "unremarkable", "periodic - ?CSR (HFrEF)"]))
    n.ln("plan: ", rng.choice(["NOT 1 L/min + repeat on O2", "sleep clinic referral", "NIV clinic", "no nocturnal O2 needed"]),
         "; d/w ", doc_ref(rng, cs.cons))
    n.ln("oximeter ", rng.choice(CL.OXIMETERS), " S/N ", P(phi.serial(rng, "oximeter"), "DEVICE"), " returned to ",
         rng.choice(["lab", "Respiratory Physiology", "HOS office"]))
    n.ln(name(rng, cs.nurse2, "DOCTOR", rng.choice(["init", "initials", "full"])), " ", cs.nurse2.cred or "")


def gen(rng, cs):
    n = Note()
    if rng.random() < 0.75:
        report(rng, cs, n)
    else:
        compact(rng, cs, n)
    return n
