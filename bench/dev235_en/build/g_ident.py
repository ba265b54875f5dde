"""Genres: decedent identification report and death certification / cremation review (dev235_en, author 235)."""
from common import m
import case as K
import scen

DENTAL = ["16 MOD amalgam", "26 occlusal composite", "36 PFM crown", "46 root-filled with post", "11 and 21 veneers",
          "38 and 48 absent (extracted)", "14 missing, bridge 13-15", "upper partial acrylic denture replacing 12-22",
          "37 DO amalgam", "25 rotated distobuccally", "diastema between 11 and 21", "47 buccal pit composite"]
CAUSES_NAT = [("Ia Metastatic carcinoma of the pancreas", "II Type 2 diabetes mellitus"),
              ("Ia Hospital-acquired pneumonia", "Ib Frailty of old age"),
              ("Ia Congestive cardiac failure", "Ib Ischaemic heart disease"),
              ("Ia Sepsis secondary to urinary tract infection", "Ib Alzheimer's disease"),
              ("Ia Intracerebral haemorrhage", "Ib Hypertension"),
              ("Ia Acute exacerbation of COPD", "II Atrial fibrillation"),
              ("Ia Decompensated alcoholic liver disease", ""),
              ("Ia Aspiration pneumonia", "Ib Parkinson's disease"),
              ("Ia Mesothelioma", "II Asbestos exposure (occupational)")]


def identification(c):
    K.setup(c, no_infant=True)
    L = []
    found = c.days(c.day0, c.r.randint(0, 10))
    L.append(c.ch(["DECEDENT IDENTIFICATION REPORT", "Identification Report", "REPORT OF IDENTIFICATION",
                   "FORENSIC IDENTIFICATION SUMMARY"]))
    L.append("Case: %s   Designation at admission: %s" % (m("IDNUM", c.case_no), c.ch(["UNKNOWN MALE" if c.pt.sex == "M" else "UNKNOWN FEMALE",
                                                                                          "John Doe" if c.pt.sex == "M" else "Jane Doe",
                                                                                          "Unidentified person #%d" % c.r.randint(1, 40)])))
    L.append("Recovered: %s, %s" % (c.D(found), c.LO("landmark") if c.pr(0.6) else m("STREET", c.street())))
    L.append("")
    L.append(c.ch(["Biological profile", "ANTHROPOLOGICAL / EXTERNAL PROFILE", "Profile on admission"]))
    lo = max(16, c.age - c.r.randint(3, 8))
    hi = c.age + c.r.randint(3, 10)
    L.append("%s; estimated age %s-%s years; stature approx. %d-%d cm; %s. %s" % (
        c.mf.capitalize(), m("AGE", str(lo)), m("AGE", str(hi)), c.r.randint(150, 170), c.r.randint(171, 190),
        c.ch(["moderate decomposition", "advanced decomposition with skeletonisation of the hands", "well preserved", "severe thermal damage"]),
        "Distinguishing features: " + K.tattoo(c) + "." if c.pr(0.6) else ""))
    L.append("")
    L.append(c.ch(["Presumptive identification", "PERSONAL EFFECTS", "Circumstantial indicators"]))
    eff = []
    eff.append("wallet containing a %s in the name of %s, DOB %s, no. %s" % (
        c.ch(["driver's licence", "driver licence", "driving licence"]), K.P(c, c.ch(["FL", "fml", "fl"])), c.D(c.dob, kind="form"), c.LIC("dl", c.pt)))
    if c.pr(0.6):
        eff.append("debit card ending %s" % m("ACCOUNT", c.dg(4)))
    if c.pr(0.6):
        eff.append("mobile phone, IMEI %s, subscriber check returned the same name" % c.DEV("imei"))
    if c.pr(0.5):
        eff.append("vehicle nearby (%s) registered to the decedent at %s" % (c.VEH("plate"), K.home(c)))
    if c.pr(0.3):
        eff.append("Medicare/insurance card no. %s" % c.HP())
    if c.pr(0.35):
        eff.append("passport issued by %s, no. %s" % (c.COUNTRY(c.pt.origin, sovereign=True), m("IDNUM", c.lt(c.ch([1, 2])) + c.dg(7))))
    if c.cty == "US" and c.pr(0.4):
        eff.append("entered on NamUs as %s; NCIC entry by %s" % (m("IDNUM", "MP" + c.dg(5)), c.O("police")))
    for e in eff:
        L.append("- " + e)
    L.append("Missing person report %s filed by %s %s on %s." % (m("IDNUM", c.pol_no), c.nok_rel, c.nm(c.nok, "FAMILY", c.ch(["fl", "fi"])),
                                                                c.D(c.days(c.day0, -c.r.randint(1, 20)))))
    L.append("")
    L.append(c.ch(["SCIENTIFIC IDENTIFICATION", "Primary identifiers", "Comparisons performed"]))
    methods = c.sample(["fp", "dental", "dna", "implant"], c.r.randint(1, 3))
    for k in sorted(methods):
        if k == "fp":
            ex = c.person()
            L.append("Fingerprints: post-mortem ten-print set (%s) searched on %s; matched to record %s held by %s. Verified by %s (%s) on %s." % (
                c.BIO("fp"), c.ch(["AFIS", "IDENT1", "NAFIS"]), c.BIO("fp"), c.O("police"), c.nm(ex, "FAMILY", c.ch(["fl", "il"])),
                c.ch(["fingerprint examiner", "latent print examiner"]), c.D(c.days(found, c.r.randint(1, 5)))))
        elif k == "dental":
            dent = c.person()
            L.append("Dental: ante-mortem records and bitewing radiographs dated %s obtained from %s, %s (tel %s). Odontogram %s." % (
                c.D(c.days(c.day0, -c.r.randint(200, 2000)), "BY" if c.cty != "UK" else "dmY"), c.dr(dent, "fme", c.r.randint(0, 3)),
                c.H("dental"), c.PH(), c.BIO("dental")))
            L.append("  Concordant features: " + "; ".join(c.sample(DENTAL, 4)) + ". No unexplainable discrepancies.")
        elif k == "dna":
            rel = c.relative_of(c.pt, sex=c.ch("MF"))
            relw = c.ch(["mother", "father", "brother", "son"] if rel.sex == "M" else ["mother", "sister", "daughter", "aunt"])
            relw = {"mother": "father"}.get(relw, relw) if rel.sex == "M" else relw
            L.append("DNA: femur/tooth sample %s; profile %s compared with reference buccal swab (kit %s) from %s %s. Likelihood ratio > 1 billion supporting parentage/kinship." % (
                c.I("specimen"), c.BIO("dna"), c.I("kit"), relw, c.nm(rel, "FAMILY", "fl")))
        else:
            op = c.days(c.day0, -c.r.randint(300, 4000))
            L.append("Implant: %s recovered, lot/serial %s; manufacturer traced implant to %s, procedure %s, surgeon %s." % (
                c.ch(["uncemented right hip prosthesis (femoral stem)", "left total knee replacement", "titanium mandibular plate",
                      "breast implant", "intramedullary tibial nail"]), c.DEV("implant"), m("HOSPITAL", c.hosp_name), c.D(op, c.ch(["BY", "Y", "bY"])),
                c.dr(c.person(), "fme", c.r.randint(0, 3))))
    if c.pr(0.4):
        L.append("Visual identification not attempted owing to condition of remains; family advised by %s." % c.plain(c.inv))
    L.append("")
    L.append(c.ch(["CONCLUSION", "Conclusion", "OUTCOME"]))
    L.append("The remains are positively identified as %s, born %s, of %s. Identification accepted by %s on %s." % (
        K.P(c, c.ch(["fml", "fl", "LF"])), c.D(c.dob), K.home(c),
        c.ch(["the Coroner", "the Chief Medical Examiner", "the ID Board", "the Identification Commission"]), c.D(c.days(found, c.r.randint(3, 30)))))
    L.append("")
    L.append("%s, %s" % (c.dr(c.staff("odont"), "path", c.r.randint(2, 4)), c.ch(["Forensic Odontologist", "Identification Officer", "Medicolegal Death Investigator",
                                                                                 "Forensic Anthropologist"])))
    if c.pr(0.5):
        L.append("Contact: %s  %s" % (c.EM(), c.PH()))
    return "\n".join(L)


def certification(c):
    K.setup(c, age_range=(55, 99), no_infant=True)
    L = []
    nat = c.ch(CAUSES_NAT)
    ward = c.hosp("ward")
    doc = c.person()
    me = c.staff("me")
    meo = c.staff("meo")
    dod = c.day0
    L.append(c.ch({"UK": ["MEDICAL EXAMINER SCRUTINY RECORD", "Medical Examiner - independent scrutiny", "ME SCRUTINY AND MCCD REVIEW"],
                   "US": ["DEATH CERTIFICATE REVIEW", "Cremation Authorization Review", "ME REVIEW OF DEATH CERTIFICATE"],
                   "AU": ["CAUSE OF DEATH CERTIFICATE REVIEW", "Cremation Referee Review", "Medical Certificate Review"]}[c.cty]))
    L.append("Ref: %s   Opened by %s (%s) %s" % (m("IDNUM", c.case_no), c.plain(meo, forms=("fl", "il")), c.U(meo), c.D(c.days(dod, 1), kind="form")))
    L.append("")
    L.append("Deceased: %s" % K.P(c, c.ch(["fl", "LFm", "fmml", "lf"])))
    L.append("DOB: %s   DOD: %s   Age: %s" % (c.D(c.dob, kind="form"), c.D(dod, kind="form"), K.age_num(c)))
    if c.cty == "UK":
        L.append("NHS number: %s" % c.HP())
    elif c.cty == "US":
        L.append("SSN: %s   Medicare: %s" % (c.SSN(), c.HP()))
    else:
        L.append("Medicare: %s" % c.HP())
    L.append("Usual address: %s" % K.home(c))
    L.append("Occupation (last): %s%s" % (c.ch(["retired ", "former ", ""]), m("PROFESSION", c.prof)))
    L.append("Place of death: %s, %s, bed %s" % (m("HOSPITAL", ward), m("HOSPITAL", c.hosp_name), m("LOCATION_OTHER", str(c.r.randint(1, 28)))))
    L.append("Hospital no.: %s" % c.MRN())
    L.append("Certifying doctor: %s, %s %s, bleep %s" % (c.dr(doc, "fme", c.r.randint(0, 4)), {"UK": "GMC", "US": "Lic.", "AU": "AHPRA"}[c.cty],
                                                         c.LIC("med"), m("PHONE", "555" + c.dg(1))))
    L.append("")
    L.append("Proposed cause of death:")
    L.append(nat[0])
    if nat[1]:
        L.append(nat[1])
    L.append("")
    L.append(c.ch(["Records review", "Scrutiny of records", "Notes review"]))
    adm = c.days(dod, -c.r.randint(2, 40))
    L.append("Admitted %s via ED with %s. %s. Treated with %s. Ceiling of care agreed %s; %s. Died %s at %s, %s." % (
        c.D(adm) if c.pr(0.6) else "%s (inpatient %s-%s)" % (c.D(adm), c.D(adm, kind="short"), c.D(dod, kind="short")), c.ch(["a fall and confusion", "breathlessness", "reduced oral intake", "fever and rigors", "a dense left hemiparesis"]),
        c.ch(["CT head: no acute bleed", "CXR: right lower zone consolidation", "Na 128, eGFR 23, CRP 214", "Hb 71 g/L, transfused 2 units",
              "troponin 1840 ng/L"]), c.ch(["IV co-amoxiclav", "IV piperacillin-tazobactam 4.5 g TDS", "furosemide infusion",
                                             "end-of-life medication via syringe driver (midazolam, morphine)"]),
        c.D(c.days(adm, c.r.randint(0, 3)), kind="short"), c.ch(["DNACPR in place", "ReSPECT form completed", "not for ICU", "full escalation"]),
        c.D(dod, "A" if c.pr(0.5) else None), c.tm("hm"), c.ch(["witnessed by nursing staff", "family present", "unwitnessed, found on routine check"])))
    L.append("")
    L.append(c.ch(["Discussion with bereaved", "Contact with next of kin", "Family conversation"]))
    said = c.ch(["Understands and agrees with the proposed cause.", "Raised concern about a fall on the ward on %s." % c.D(c.days(dod, -c.r.randint(1, 6)), kind="short"),
                 "Asked why a post-mortem was not needed; explained.", "Unhappy with communication from the ward team over the weekend of %s." % c.D(c.days(dod, -c.r.randint(3, 9)), "dB" if c.cty != "US" else "Bd"),
                 "No concerns about care. Wishes to proceed with funeral arrangements."])
    L.append("Telephoned %s %s (%s) on %s at %s. %s" % (
        c.nok_rel, c.nm(c.nok, "FAMILY", c.ch(["fl", "lf", "fi"])), c.PH(), c.D(c.days(dod, c.r.randint(1, 3))), c.tm("hm", 9, 17), said))
    L.append("")
    L.append(c.ch(["Outcome", "ME decision", "Decision"]))
    refer = c.pr(0.35) or "Asbestos" in (nat[1] or "") or "Mesothelioma" in nat[0]
    if refer:
        L.append("Referred to %s on %s (%s); reason: %s." % (
            c.ch(["HM Coroner", "the Coroner", "the Medical Examiner (jurisdiction)"]), c.D(c.days(dod, 2)), m("IDNUM", c.idv("case")),
            c.ch(["possible industrial disease", "fall in hospital with fracture", "concerns raised by family", "death possibly unnatural"])))
    else:
        reg = {"UK": "Registration at %s Register Office to be booked by family." % m("CITY", c.home_city),
               "US": "Filed electronically (EDRS) with %s vital records." % m("CITY", c.county()),
               "AU": "Registration with BDM %s by funeral director." % m("STATE", c.region[1])}[c.cty]
        L.append("Cause agreed. %s issued, serial %s. %s" % (
            {"UK": "MCCD", "US": "Death certificate", "AU": "Medical certificate of cause of death"}[c.cty], c.LIC("cert"), reg))
    if c.pr(0.6):
        L.append("Cremation: %s. %s" % (
            c.ch(["cremation requested", "burial requested", "cremation; form Cremation 4 completed"]),
            ("Implanted %s present - removed by %s on %s, serial %s." % (
                c.ch(["pacemaker", "ICD", "insulin pump", "spinal cord stimulator"]), c.plain(c.tech, forms=("fl", "il")),
                c.D(c.days(dod, 2), kind="short"), c.DEV(c.ch(["pacer", "pump"])))) if c.pr(0.6) else "No hazardous implants."))
    if c.pr(0.25):
        L.append("Family request repatriation to %s; out-of-country form required (Home Office / consulate)." % c.COUNTRY(c.pt.origin))
    L.append("Funeral director: %s, %s" % (c.O("funeral"), c.PH()))
    L.append("")
    L.append("%s, %s   %s" % (c.dr(me, "path", c.r.randint(0, 4)), c.ch(["Medical Examiner", "ME", "Cremation Referee", "Reviewing physician"]),
                               c.D(c.days(dod, c.r.randint(1, 4)))))
    if c.pr(0.35):
        L.append("Audit: record accessed by %s from %s." % (c.U(meo), c.IP()))
    return "\n".join(L)
