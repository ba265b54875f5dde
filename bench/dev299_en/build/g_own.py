"""Own genres: myocardial perfusion imaging report, theranostics (Lu-177) treatment summary letter."""
import pools as P
from common import letterhead, pt_header, signature, cc_block, gp_address

CZT = ["GE Discovery NM 530c", "Spectrum Dynamics D-SPECT", "Siemens Symbia Intevo", "GE MyoSPECT ES",
       "Philips BrightView"]


def mpi(c, d):
    pt = c.pt
    us = c.c == "US"
    c.set_age(38, 92)
    if c.maybe(0.6):
        letterhead(d, c, dept=c.ch(["Nuclear Cardiology", "Nuclear Medicine", "Cardiac Imaging - Nuclear Medicine"]))
    ref = c.staff("cardio")
    pt_header(d, c, c.ch(["Myocardial perfusion scintigraphy (gated SPECT)", "NM MYOCARDIAL PERFUSION SPECT MULTIPLE",
                          "Stress/rest MPI", "Stress/rest Tc-99m myocardial perfusion SPECT"]),
              referrer=ref, ref_site=c.ch(P.HOSPITALS[c.c]) if c.maybe(0.4) else None)
    d.t("Indication: ")
    d.w(c.age_seg())
    d.f(" {sx} with {sy}. Risk factors: {rf}.", sx=c.sex_word(),
        sy=c.ch(["exertional chest tightness", "atypical chest pain", "dyspnoea on exertion", "pre-operative assessment "
                 "before AAA repair", "known CAD, recurrent angina"]),
        rf=c.ch(["hypertension, T2DM, ex-smoker", "hyperlipidaemia, family history of premature CAD",
                 "T2DM on insulin, CKD stage 3", "hypertension, obesity (BMI 36)"]))
    if c.maybe(0.5):
        d.f(" PCI to {v} in {y}.", v=c.ch(["LAD", "RCA", "LCx", "OM1"]), y=(str(c.exam.year - c.ri(1, 12)), "DATE"))
    if c.maybe(0.3):
        d.f(" Occupation: {j}.", j=(pt["prof"], "PROFESSION"))
    d.t("\n\n")
    stress = c.ch(["treadmill", "regadenoson", "adenosine", "dobutamine"])
    tr = c.ch(["Tc-99m tetrofosmin (Myoview)", "Tc-99m sestamibi"])
    sa, ra = c.ri(250, 400), c.ri(750, 1100)
    d.f("Protocol: one-day stress/rest, {tr} {a} stress / {b} rest.\n", tr=tr, a=c.mbq(sa), b=c.mbq(ra))
    hr0, bp0 = c.ri(55, 92), "%d/%d" % (c.ri(110, 160), c.ri(65, 95))
    if stress == "treadmill":
        pk = c.ri(120, 170)
        mp = 220 - pt["age"]
        d.f("Stress: Bruce protocol, {m}:{s} min, {me} METs. HR {h0} -> {pk} bpm ({pc}% MPHR). BP {b0} -> {b1}. "
            "Stopped for {why}. ECG: {ecg}. Duke treadmill score {dts}.\n", m=str(c.ri(4, 12)),
            s="%02d" % c.ri(0, 59), me="%.1f" % (c.ri(50, 130) / 10.0), h0=str(hr0), pk=str(pk),
            pc=str(int(100 * pk / max(mp, 100))), b0=bp0, b1="%d/%d" % (c.ri(150, 210), c.ri(70, 100)),
            why=c.ch(["fatigue", "target HR achieved", "chest tightness", "leg claudication"]),
            ecg=c.ch(["no ischaemic change", "1.5 mm horizontal ST depression V4-V6", "rate-related LBBB",
                      "upsloping ST depression, non-diagnostic"]), dts=str(c.ri(-8, 9)))
    elif stress == "regadenoson":
        d.f("Stress: regadenoson 400 mcg IV bolus followed by saline flush; low-level exercise. HR {h0} -> {h1}. "
            "Side effects: {se}, resolved without aminophylline.\n", h0=str(hr0), h1=str(hr0 + c.ri(10, 35)),
            se=c.ch(["flushing and dyspnoea", "headache", "chest discomfort", "none"]))
    elif stress == "adenosine":
        d.f("Stress: adenosine 140 mcg/kg/min for 6 min. Transient 2:1 AV block resolved on cessation. HR {h0} -> {h1}.\n",
            h0=str(hr0), h1=str(hr0 + c.ri(5, 25)))
    else:
        d.f("Stress: dobutamine to 40 mcg/kg/min with atropine 0.6 mg; peak HR {h1} bpm.\n", h1=str(c.ri(125, 155)))
    d.f("Supervised by {n}", n=[(c.staff("rn").nm(c.ch(["fl", "il"])), "DOCTOR")])
    d.f(", {cr}; injected by {t}.\n", cr=c.cred("rn"), t=[(c.staff("tech").nm("ii"), "DOCTOR")])
    dev = c.maybe(0.3)
    d.f("Acquisition: ECG-gated SPECT on {cam}; {ac}.", cam=c.ch(CZT),
        ac=c.ch(["CT attenuation correction", "supine and prone imaging", "no attenuation correction"]))
    if dev:
        d.f(" Dual-chamber pacemaker in situ ({m}, SN {s}) - gating on paced rhythm.", m=c.ch(["Medtronic Azure",
                                                                                            "Abbott Assurity", "Biotronik Edora 8"]),
            s=(c.serial(), "DEVICE"))
    d.t("\n\nFindings:\n")
    res = c.ch(["normal", "ischaemia", "infarct", "mixed"])
    ssc, srs = {"normal": (c.ri(0, 3), 0), "ischaemia": (c.ri(6, 14), c.ri(0, 2)), "infarct": (c.ri(6, 12), c.ri(6, 12)),
                "mixed": (c.ri(10, 18), c.ri(4, 8))}[res]
    srs = min(srs, ssc)
    terr = c.ch(["LAD territory (anterior wall and apex)", "RCA territory (inferior wall)", "LCx territory (lateral wall)"])
    d.t({"normal": "Homogeneous tracer distribution at stress and rest. Mild inferior attenuation artefact resolved on prone imaging.\n",
         "ischaemia": "Moderate-size, moderate-severity reversible perfusion defect in the %s.\n" % terr,
         "infarct": "Fixed severe perfusion defect in the %s with corresponding akinesia, consistent with scar.\n" % terr,
         "mixed": "Large defect in the %s, partially reversible (peri-infarct ischaemia).\n" % terr}[res])
    ef = c.ri(30, 72)
    d.f("Summed scores: SSS {a}, SRS {b}, SDS {sd}. TID ratio {tid}. Gated: LVEF {ef}% at rest (stress {ef2}%), "
        "EDV {edv} mL, ESV {esv} mL. {wm}\n", a=str(ssc), b=str(srs), sd=str(ssc - srs),
        tid="%.2f" % (c.ri(95, 128) / 100.0), ef=str(ef), ef2=str(ef + c.ri(-6, 3)), edv=str(c.ri(60, 190)),
        esv=str(c.ri(20, 110)), wm=c.ch(["Normal wall motion and thickening.", "Regional hypokinesia as above.",
                                         "Global hypokinesia."]))
    d.t("\nConclusion: ")
    d.t({"normal": "Normal myocardial perfusion study. Low risk of cardiac events (< 1% per year).",
         "ischaemia": "Inducible ischaemia in the %s, %d%% of myocardium. Consider invasive coronary angiography." % (
             terr.split(" (")[0], c.ri(8, 15)),
         "infarct": "Myocardial infarction in the %s without significant inducible ischaemia." % terr.split(" (")[0],
         "mixed": "Infarct with significant peri-infarct ischaemia (%d%% myocardium ischaemic)." % c.ri(10, 18)}[res])
    d.t("\n")
    if res in ("ischaemia", "mixed") and c.maybe(0.6):
        d.f("Result telephoned to {r} ({ph}) on {dt}.\n", r=c.drn(ref, "l"), ph=(c.phone() + c.ext(), "PHONE"),
            dt=c.D(c.plus(c.exam, c.ch([0, 1])), c.ch(["num", "wdshort", "dM"])))
    signature(d, c, c.staff("rad"), "rad", when=c.plus(c.exam, c.ch([0, 1, 2])))
    if us and c.maybe(0.5):
        d.t("\nCPT 78452, 93017, J2785\n")
    if c.maybe(0.4):
        cc_block(d, c)


# ---------------- theranostics treatment summary -----------------

def lu_letter(c, d):
    pt = c.pt
    psma = c.maybe(0.6)
    if psma:
        c.set_age(52, 89, "M")
    else:
        c.set_age(31, 84)
    letterhead(d, c, dept=c.ch(["Theranostics Service", "Nuclear Medicine Therapy Unit", "Molecular Radiotherapy Clinic"]))
    d.f("{dt}\n\n", dt=c.D(c.plus(c.exam, c.ri(1, 5)), c.ch(["long", "num"])))
    if c.maybe(0.6):
        gp_address(d, c)
        sal = c.drn(c.staff("gp"), "l")
    else:
        onc = c.staff("onc")
        d.f("{o}\n{cr}\n{h}\n\n", o=c.drn(onc, "fl"), cr=c.ch(["Medical Oncology", "Urology", "Endocrine Oncology"]),
            h=(c.ch(P.HOSPITALS[c.c]), "HOSPITAL"))
        sal = c.drn(onc, "l")
    d.f("Dear {s},\n\n", s=sal)
    d.f("Re: {n}, DOB {dob}, ", n=c.ptn(c.ch(["fl", "LF", "fml"]), title=c.maybe(0.4)), dob=c.D(pt["dob"]))
    d.w(c.pt_ids(sep=", ")).t("\n")
    d.w(c.addr(pt["addr"], sep=", ")).t("\n\n")
    cyc = c.ri(1, 6)
    n = 6 if psma else 4
    drug = "Lu-177 PSMA-617 (Pluvicto)" if psma else "Lu-177 DOTATATE (Lutathera)"
    if psma:
        d.f("Diagnosis: metastatic castration-resistant prostate cancer, progressing after enzalutamide and "
            "docetaxel. PSMA PET {dt}: PSMA-positive disease, SUVmax {s}, no FDG-discordant disease.\n",
            dt=c.D(c.plus(c.exam, -c.ri(30, 90)), c.ch(["num", "my", "long"])), s=str(c.ri(150, 600) / 10.0))
    else:
        d.f("Diagnosis: well-differentiated grade 2 ileal NET (Ki-67 {k}%) with hepatic metastases, Krenning 4 on "
            "Ga-68 DOTATATE PET {dt}. On lanreotide 120 mg every 28 days.\n", k=str(c.ri(3, 19)),
            dt=c.D(c.plus(c.exam, -c.ri(30, 120)), c.ch(["num", "my", "long"])))
    d.f("Treatment: cycle {cy} of {n}, {dr} {a} IV on {dt}.\n", cy=str(cyc), n=str(n), dr=drug,
        a=c.mbq(c.ch([7400, 7400, 6000, 7400])), dt=c.D(c.exam, c.ch(["long", "num", "wdlong"])))
    d.t("\nI saw ")
    d.w(c.ptn(c.ch(["l"]), title=True) if c.maybe(0.7) else [(pt["p"].nm("f"), "PATIENT")])
    d.f(", a {a} {j}, ", a=[(str(pt["age"]), "AGE"), "-year-old"], j=(pt["prof"], "PROFESSION"))
    if c.maybe(0.5):
        d.f("accompanied by his {rel} {f}, ".replace("his", "his" if pt["p"].sex == "M" else "her"),
            rel=pt["rel"], f=(pt["fam"].nm(c.ch(["f", "fl"])), "FAMILY"))
    d.f("on the day of treatment. ECOG {e}. Pre-treatment bloods: Hb {hb} g/L, platelets {pl} x10^9/L, "
        "neutrophils {ne}, eGFR {eg}, ALP {alp}{psa}.\n", e=str(c.ri(0, 2)), hb=str(c.ri(95, 145)), pl=str(c.ri(90, 380)),
        ne="%.1f" % (c.ri(15, 70) / 10.0), eg=str(c.ri(45, 100)), alp=str(c.ri(60, 400)),
        psa=(", PSA %.1f ng/mL (baseline %.1f)" % (c.ri(5, 900) / 10.0, c.ri(100, 2000) / 10.0)) if psma else "")
    if psma:
        d.t("Administration was uneventful with ondansetron 8 mg premedication; salivary gland cooling with ice packs.\n")
    else:
        d.t("Co-infused with lysine/arginine amino acid solution over 4 hours; grade 1 nausea treated with ondansetron.\n")
    if c.maybe(0.5):
        d.f("He was an inpatient on {w} (room {r}) and discharged on {dt} at a dose rate of {v} uSv/h at 1 m.\n".replace(
            "He", "He" if pt["p"].sex == "M" else "She"), w=(c.ch(P.WARDS), "HOSPITAL"),
            r=(c.ch(["3", "4", "T2", "11"]), "LOCATION_OTHER"), dt=c.D(c.plus(c.exam, 1), c.ch(["num", "dM", "wdshort"])),
            v=str(c.ri(8, 25)))
    else:
        d.f("Treated as a day case and released at {v} uSv/h at 1 m.\n", v=str(c.ri(10, 30)))
    d.f("Post-therapy SPECT-CT at 24 h ({dt}) showed {f}.\n", dt=c.D(c.plus(c.exam, 1), c.ch(["num", "dM", "med"])),
        f=c.ch(["good uptake in all known lesions", "reduced uptake in pelvic nodes compared with cycle 1",
                "a new avid lesion in the left iliac bone", "stable hepatic uptake"]))
    d.f("\nRadiation protection advice was given: sleep separately and avoid close contact with children and "
        "pregnant women until {dt}.\n", dt=c.D(c.plus(c.exam, c.ri(3, 7)), c.ch(["long", "dM", "num", "wdlong"])))
    if c.maybe(0.3):
        d.f("He plans to visit family in {co} on {dt}; I have provided a travel letter.\n".replace(
            "He", "He" if pt["p"].sex == "M" else "She"),
            co=(c.ch(P.COUNTRIES_ABROAD), "COUNTRY"), dt=c.D(c.plus(c.exam, c.ri(14, 40)), c.ch(["long", "dM", "my"])))
    d.t("\nPlan:\n")
    d.f("1. FBC, U&E, LFTs {freq}, please - results to {e}.\n", freq=c.ch(["at 2 and 4 weeks", "fortnightly",
                                                                         "at weeks 2, 4 and 6"]),
        e=(c.email(dept=c.ch(["theranostics", "nm.therapy", "lu.clinic"])), "EMAIL"))
    if cyc < n:
        d.f("2. Next cycle provisionally {dt} (6-8 weekly).\n",
            dt=c.D(c.wkday(c.plus(c.exam, c.ch([42, 49, 56]))), c.ch(["wdlong", "long", "num"])))
    else:
        d.f("2. Final cycle completed; restaging {ex} in 12 weeks.\n", ex="PSMA PET-CT" if psma else "DOTATATE PET-CT")
    d.f("3. Urgent concerns (fever, bleeding, reduced urine output): nurse specialist {rn} on {t}.\n",
        rn=[(c.staff("rn").nm("fl"), "DOCTOR")], t=(c.phone() + (c.ext() if c.maybe(0.5) else ""), "PHONE"))
    d.f("\nYours sincerely,\n\n{n}\n{cr}\n", n=c.drn(c.staff("rad"), "fl"), cr=c.ch(["Consultant in Nuclear Medicine",
                                                                                   "Nuclear Medicine Physician",
                                                                                   "Theranostics Lead"]))
    if c.maybe(0.5):
        d.w(c.L()).t("\n")
    if c.maybe(0.4):
        d.f("Typed by {ty} {dt}\n", ty=(c.staff("typist").nm(c.ch(["lc", "fl"])), "DOCTOR"),
            dt=c.D(c.plus(c.exam, c.ri(1, 5)), "num"))
    if c.maybe(0.5):
        d.f("cc: {p} (patient copy)\n", p=c.ptn("fl", title=True))
