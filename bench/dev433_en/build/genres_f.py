"""Genres (own choice): implant traceability / registry record; family history
(moderate/high risk) referral letter."""
import clinical as K
import ctxlib as X
import pools_places as PL

REGISTRY = {"GB": "Breast and Cosmetic Implant Registry (BCIR)", "IE": "National Breast Implant Register",
            "AU": "Australian Breast Device Registry (ABDR)", "US": "FDA device tracking (21 CFR 821)",
            "CA": "Health Canada mandatory device tracking"}
SURFACE = ["smooth", "microtextured", "nanotextured (SmoothSilk)", "macrotextured (Biocell) - recalled type",
           "polyurethane foam-coated"]


def implant_record(r, d, w):
    c = X.base(w)
    t = K.tumour(r)
    recon = r.random() < 0.7
    bil = r.random() < 0.35
    d.f("{hosp}\n{reg}\nIMPLANT TRACEABILITY RECORD\n\n", c, reg=REGISTRY[w.cc])
    d.f("Patient: {pt_caps}   DOB: {dob}   Age at op: {age}\n", c)
    if w.natid:
        d.f("{natid_l}: {natid}   ", c)
    d.f("{mrn_l}: {mrn}   Postcode: {pc}\nConsent to registry: {cons_}\n\n", c,
        pc=(w.addr["zip"], "ZIP"), cons_=r.choice([["Yes - signed ", c["today"]], "Yes (verbal, form to follow)",
                                                   "Declined (anonymised minimum dataset only)"]))
    lab, lic = w.license("doctor")
    surg = w.cons if r.random() < 0.5 else w.plastic
    ind = r.choice(["Immediate reconstruction after %s SSM for %s" % (t["side"], t["short"]),
                      "Delayed reconstruction, 2nd stage expander exchange",
                      "Risk-reducing bilateral NSM (BRCA2)", "Contralateral augmentation for symmetry",
                      "Revision: Baker grade IV capsular contracture",
                      "Revision: suspected rupture on MRI (linguine sign)"] if recon else
                   ["Primary augmentation - hypoplasia", "Tuberous breast correction",
                    "Poland syndrome chest wall/breast asymmetry", "Post-pregnancy involution",
                    "Revision of augmentation: rupture of %d-year-old implants" % r.randint(9, 20)])
    rev = "Revision" in ind or "revision" in ind
    d.f("Date of operation: {today}   Episode: {acct}\nLead surgeon: {s} ({lab} {lic})\nProcedure "
        "category: {cat}\nIndication: {ind}\n", c, s=surg.t_full(), lab=lab, lic=lic,
        cat="Reconstructive" if recon else r.choice(["Aesthetic (NHS-funded symmetrisation)",
                                                     "Aesthetic (private)"]), ind=ind)
    sides = ["Left", "Right"] if bil else [t["Side"]]
    for sd in sides:
        imp = K.implant(r)
        d.f("\n{S} - {kind}\n  Manufacturer: {mk}   Product: {md}\n  REF: {ref}   SN: {sn}   LOT: {lot}\n"
            "  Volume: {vol} cc   Surface: {sf}   Fill: cohesive silicone gel\n", c, S=sd.upper(),
            kind="revision" if rev else "primary insertion", mk=imp["maker"], md=imp["model"], ref=imp["ref"],
            sn=w.serial(), lot=w.serial("lot"), vol=imp["vol"], sf=r.choice(SURFACE[:3] + SURFACE[4:]))
        d.f("  Plane: {pl}   Incision: {inc}   Mitigation: {mit}\n", c,
            pl=r.choice(["prepectoral", "subpectoral", "dual plane", "subglandular"]),
            inc=r.choice(["IMF", "mastectomy scar", "periareolar", "lateral"]),
            mit=r.choice(["antibiotic irrigation, glove change, Keller funnel", "nipple shields, "
                          "14-point plan", "povidone-iodine irrigation"]))
        if recon and r.random() < 0.6:
            d.f("  ADM/mesh: {adm}, size {sz}, LOT {lot}\n", c, adm=r.choice(K.ADM),
                sz=r.choice(["10 x 16 cm", "8 x 16 cm", "16 x 20 cm", "M"]), lot=w.serial("lot"))
        if rev:
            yr = w.today.year - r.randint(4, 18)
            d.f("  Explanted: {mk} {shape}, {vol} cc, SN {sn}; inserted {yr} at {where}. Capsule: {cap}. "
                "Sent to histology ({spec}) - {al}\n", c, mk=r.choice(["Mentor", "Allergan", "PIP (recalled)",
                                                                        "Nagor", "Sebbin", "unknown maker"]),
                shape=r.choice(["round", "anatomical", "teardrop"]), vol=r.choice([250, 300, 320, 375, 400]),
                sn=w.serial() if r.random() < 0.6 else "not recorded", yr=(str(yr), "DATE"),
                where=r.choice([[c["hosp2"]], ["a private clinic in ", X.holiday_country(r)],
                                [(r.choice(PL.HOSPITALS[w.cc]), "HOSPITAL")]]),
                cap=r.choice(["intact, Baker IV", "ruptured, intracapsular", "seroma present - fluid for CD30"]),
                spec=w.accession("path"), al=r.choice(["BIA-ALCL screen (CD30/ALK)", "routine",
                                                       "microbiology also sent"]))
    d.f("\nPatient implant card issued: {yn}{card}\nEntered by: {u} ({who}) {ed} {tm}  from {ip}\n", c,
        yn=r.choice(["yes", "yes", "to post"]),
        card=[" (card ref ", w.accession("other"), ")"] if r.random() < 0.4 else "",
        u=w.sec.username(r), who=c["sec"], ed=w.date(w.days(r.randint(0, 5))),
        tm="%02d:%02d" % (r.randint(8, 17), r.randrange(60)), ip=w.ip())
    if r.random() < 0.4:
        d.f("Registry queries: {em} / {tel}\n", c, em=w.sec.email(r), tel=w.phone(ext=True))


RELS = [("mother", "F", "m"), ("maternal aunt", "F", "m"), ("maternal grandmother", "F", "m"),
        ("sister", "F", "s"), ("paternal aunt", "F", "p"), ("paternal grandmother", "F", "p"),
        ("father", "M", "p"), ("brother", "M", "s"), ("maternal cousin", "F", "m"),
        ("paternal uncle", "M", "p"), ("daughter", "F", "c")]


def family_history(r, d, w):
    c = X.base(w)
    d.frag(X.letterhead(w, c, dept=r.choice(["Family History Clinic", "Breast Risk Assessment Service",
                                              "Moderate/High Risk Breast Clinic"])))
    d.f("\n\n{ld}\n\n{gen}\nConsultant Clinical Geneticist\nRegional Genetics Service, {h2}\n{addr}\n\n"
        "Dear {gsur},\n\n", c, ld=c["today"], h2=c["hosp2"], addr=w.addr_block(w.address(site=True)),
        gsur=w.gen.t_sur())
    d.frag(X.banner(w, c, kind=3))
    d.f("\n\nThank you for seeing this {age}-year-old {woman} who attended our family history clinic on "
        "{cd}{with_}. {She} is {anc}.\n\n", c, cd=w.date(X.weekday(w.days(-r.randint(3, 20)))),
        with_=r.choice(["", [" with her ", c["nok_rel"], " ", c["nok"]]]),
        anc=r.choice(["of white British ancestry", "of Ashkenazi Jewish ancestry on her father's side",
                      ["originally from ", X.birth_country(r)], "adopted on her paternal side",
                      ["of mixed ancestry (mother from ", X.birth_country(r), ")"]]))
    d.add("Family history (proband's perspective):\n")
    picks = r.sample(RELS, r.randint(3, 6))
    for rel, sx, _ in picks:
        p = w.relative("sister" if sx == "F" else "brother")
        ca = K.family_cancer(r)
        if sx == "F" and ca == "male breast cancer":
            ca = "breast cancer"
        if sx == "M" and ca in ("ovarian cancer", "endometrial cancer", "triple negative breast cancer"):
            ca = "prostate cancer"
        a1 = r.randint(29, 78)
        line = ["  - ", rel.capitalize(), " ", p.full(), ": ", ca, " diagnosed aged ", (str(a1), "AGE")]
        k = r.randrange(4)
        if k == 0:
            line += [", died ", (str(w.today.year - r.randint(1, 30)), "DATE"), " aged ",
                     (str(a1 + r.randint(1, 12)), "AGE")]
        elif k == 1:
            line += [", alive and well aged ", (str(min(a1 + r.randint(3, 20), 96)), "AGE")]
        elif k == 2:
            line += [" (treated at ", (r.choice(PL.HOSPITALS[w.cc]), "HOSPITAL"), ", confirmed ", "by "
                     "cancer registry)"]
        else:
            line += [" - ", r.choice(["BRCA1 pathogenic variant", "BRCA2 VUS", "tested negative",
                                      "not tested", "PALB2 c.3113G>A"])]
        if sx == "M" and "breast" in ca and r.random() < 0.5:
            line[5] = "male breast cancer"
        d.frag(line + ["\n"])
    d.f("\nPersonal: menarche {m}, {par}, {hrt}. BMI {bmi}. Alcohol {al} units/wk. {bio}\n\n", c,
        m=(str(r.randint(10, 15)), "AGE"),
        par=r.choice([["first pregnancy at ", (str(r.randint(18, 38)), "AGE")], "nulliparous",
                      ["P2, first birth at ", (str(r.randint(18, 38)), "AGE")]]),
        hrt=r.choice(["no HRT", "COCP 10 years", "Mirena in situ", ["menopause at ", (str(r.randint(45, 53)), "AGE")]
                      if w.age > 53 else "premenopausal"]), bmi=r.randint(19, 36), al=r.randint(0, 20),
        bio=r.choice(["No previous breast biopsies.", "Previous B3 lesion (ADH) excised.",
                      ["Previous biopsy at ", c["hosp2"], " - fibroadenoma."]]))
    lifetime = r.randint(17, 45)
    d.f("Risk assessment: Manchester score {ms}; CanRisk (BOADICEA v6) lifetime risk {lt}%, 10-year risk "
        "{tr}%; Tyrer-Cuzick (IBIS v8) {tc}%. This places her in the {cat} risk category per "
        "NICE CG164 (2013, updated 2019).\n\n", c, ms=r.randint(10, 32), lt=lifetime, tr="%.1f" % r.uniform(2.5, 9.5),
        tc=lifetime + r.randint(-4, 4), cat="high" if lifetime >= 30 else "moderate")
    d.f("Plan:\n1. Referral to you for consideration of genetic testing (BRCA1/2, PALB2, CHEK2, ATM panel; "
        "R208 criteria {met}).\n2. Annual mammography from {st} (family history screening{mri}).\n"
        "3. {f3}\n\n", c, met=r.choice(["met", "met", "borderline"]),
        st=r.choice(["now", ["age ", (str(max(30, w.age + r.randint(0, 5))), "AGE")]]),
        mri=r.choice(["", "; annual MRI given high risk"]),
        f3=r.choice(["Chemoprevention (anastrozole 1 mg OD for 5 years) discussed - leaflet given.",
                     "Discussed risk-reducing mastectomy and reconstruction; she wishes to wait for "
                     "genetic results.", ["Her ", r.choice(["sister", "daughter"]), " ", w.relative("sister").fn(),
                                          " may self-refer; contact us on ", c["unit_tel"], "."]]))
    d.add("With best wishes,\n\n")
    if r.random() < 0.5:
        d.frag(X.signature(w, w.cons, "Consultant Breast Surgeon"))
    else:
        d.frag(X.signature(w, w.bcn2, "Family History Nurse Specialist", kind="nurse"))
    d.add("\n\n")
    d.frag(X.cc_block(w, c))
    d.add("\n")
    d.frag(X.dictated(w, c))
