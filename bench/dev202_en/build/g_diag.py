"""Diagnostic report genres: CT, MRI, ultrasound, plain film, nuclear medicine."""
import datetime as dt

from core import P
import pools as PL
import common as CM
import clin_a as CA
import clin_b as CB
from clin_a import side


def hist_label(c):
    return c.r.choice(["CLINICAL HISTORY: ", "INDICATION: ", "Clinical details: ", "History: ", "REASON FOR EXAM: "])


def write_history(n, c, st, extra_p=0.6):
    r = c.r
    n.add(hist_label(c), c.age_sex(), r.choice([" ", ", ", ". ", " - "]), st["indication"])
    if r.random() < extra_p:
        n.add(CM.history_extra(c))
    n.blank()


def write_findings(n, c, st, label=None):
    r = c.r
    n.line(label or r.choice(["FINDINGS:", "Findings:", "REPORT:"]))
    bullets = r.random() < 0.5
    for f in st["findings"]:
        n.line(("- " if bullets else "") + f)


def write_impression(n, c, st):
    r = c.r
    n.line(r.choice(["IMPRESSION:", "Impression:", "CONCLUSION:", "Summary:", "Opinion:"]))
    for i, x in enumerate(st["impression"], 1):
        n.line("%d. %s" % (i, x) if len(st["impression"]) > 1 or r.random() < 0.5 else x)


def crit_comm(n, c, st):
    """Communication of an urgent finding inside a report."""
    r = c.r
    if not st.get("crit"):
        return
    who = c.dr(c.ref, r.choice(["dr_last", "full_cred", "dr_init"]))
    x = r.random()
    if x < 0.4:
        n.line("Critical result: %s. Discussed by telephone with " % st["crit"], who, " at ", c.time(), " on ",
               c.d(c.exam), " by ", c.dr(c.rad, "dr_last"), "; read-back confirmed.")
    elif x < 0.7:
        if r.random() < 0.5:
            n.line("These findings were communicated to ", who, " (pager ", P(c.pager(), "PHONE"), ") at ", c.time(), ".")
        else:
            n.line("These findings were communicated to ", who, " on ext. ", P(c.pager(), "PHONE"), " at ", c.time(), ".")
    else:
        n.line("Urgent finding flagged via the alerts system and phoned to the ward (", P(c.ward, "HOSPITAL"), ") nurse in charge ",
               c.nurse.full(), ".")


def ct_report(n, c):
    r = c.r
    st = r.choice(CA.CT_STUDIES)(r, c.us)
    if r.random() < 0.7:
        CM.site_block(n, c, upper=r.random() < 0.5)
    CM.banner(n, c, st["exam"])
    n.blank()
    write_history(n, c, st)
    if st["exam"].startswith("CT Trauma"):
        x = r.random()
        if c.us:
            n.line("Mechanism per EMS: driver, vehicle plate ", P(c.plate(), "VEHICLE"), r.choice([
                ", collision near ", ", single-vehicle rollover on the approach to "]), CM.landmark(c),
                ". Trauma activation ", c.time(), ".")
        else:
            n.line("Police request noted: vehicle registration ", P(c.plate(), "VEHICLE"), ", collision at ",
                   CM.landmark(c), ". Trauma call ", c.time(), ".")
        if x < 0.5:
            n.line("Patient in Resus bay ", P(str(r.randint(1, 8)), "LOCATION_OTHER"), ".")
    if "Chest" in st["exam"] or "Thorax" in st["exam"]:
        if r.random() < 0.45:
            prof = r.choice(["shipyard welder", "plumber", "electrician", "boilermaker", "coal miner", "stonemason", "lagger"])
            n.line("Occupational history: ", r.choice(["", "retired "]), P(prof, "PROFESSION"), r.choice([
                " with documented asbestos exposure.", "; dust exposure for approximately 20 years.", ", no respiratory protection."]))
    if "contrast" in st["technique"].lower() and r.random() < 0.4:
        n.line("Pre-contrast check: ", CA.labs(r, c.us), " on ", c.d(c.plus(-r.randint(0, 5))),
               r.choice([". No prior contrast reaction.", ". Documented iodinated contrast allergy (hives); premedicated per protocol."]))
    n.line("TECHNIQUE: " + st["technique"])
    if "contrast" in st["technique"].lower() or "omnipaque" in st["technique"].lower():
        n.line("Injection: %.1f mL/s via %dG cannula, %s antecubital fossa; %s." % (
            r.choice([2.5, 3.0, 3.5, 4.0, 5.0]), r.choice([18, 20, 22]), side(r), r.choice(["no extravasation", "saline flush 40 mL", "uneventful"])))
    n.line("Scanner: " + r.choice(["Siemens SOMATOM Force", "GE Revolution CT", "Canon Aquilion ONE", "Philips IQon Spectral"]))
    CM.comparison(n, c)
    n.blank()
    write_findings(n, c, st)
    n.blank()
    write_impression(n, c, st)
    crit_comm(n, c, st)
    if r.random() < 0.6:
        CM.identity_line(n, c)
    n.blank()
    CM.signature(n, c, prelim=r.random() < 0.1)
    CM.disclaimer(n, c)
    CM.contact_footer(n, c)


MRI_SAFETY = [
    ("MR Conditional pacemaker (Medtronic Azure XT DR MRI SureScan)", "programmed to asynchronous MRI mode by cardiac physiologist "),
    ("cochlear implant (Cochlear Nucleus CI622), magnet in situ", "head bandage applied per manufacturer protocol; checked by "),
    ("spinal cord stimulator (Boston Scientific WaveWriter Alpha)", "set to MRI mode by the neuromodulation nurse "),
    ("implantable loop recorder (Reveal LINQ)", "device interrogated after scan by "),
    ("programmable VP shunt valve (Codman Certas Plus)", "setting checked pre/post scan (setting 4) by "),
    ("insulin pump (Tandem t:slim X2)", "removed before entering Zone IV; kept by "),
]


def mri_report(n, c):
    r = c.r
    st = r.choice(CA.MRI_STUDIES)(r, c.us)
    if r.random() < 0.6:
        CM.site_block(n, c)
    CM.banner(n, c, st["exam"], with_loc=r.random() < 0.3)
    n.blank()
    write_history(n, c, st, extra_p=0.3)
    # MRI safety screening
    n.line(r.choice(["MRI SAFETY SCREENING:", "Safety questionnaire:", "MR safety:"]))
    x = r.random()
    if x < 0.45:
        dev, act = r.choice(MRI_SAFETY)
        n.line("Patient has " + ("an " if dev[0] in "aeiou" else "a "), dev, ", serial no. ", P(c.device_sn(), "DEVICE"), "; ", act, c.nurse.full(), ".")
        if r.random() < 0.5:
            n.line("Implant card checked; implanted at ", P(c.hosp2, "HOSPITAL"), " in ", c.d_year(c.prior), ".")
    elif x < 0.75:
        prof = r.choice(["welder", "sheet metal worker", "grinder operator", "machinist", "metal fabricator"])
        n.line("History of metalwork: works as a ", P(prof, "PROFESSION"), ". Orbit radiographs on ", c.d(c.plus(-r.randint(0, 30))),
               " show no intraorbital metallic foreign body; cleared by ", c.dr(c.rad2, "dr_last"), ".")
    else:
        n.line("Questionnaire completed and signed by patient; no contraindications. Weight %d kg." % r.randint(45, 130))
    if r.random() < 0.3:
        rel, fam = c.family(r.choice(["wife", "husband", "son", "daughter", "friend"]))
        n.line(r.choice(["Claustrophobic; ", "Anxious; "]), "oral lorazepam %.1f mg given, driver arranged (%s " % (
            r.choice([0.5, 1.0]), rel), fam.full(), ").")
    n.line("TECHNIQUE: " + st["technique"])
    n.line("Field strength/system: " + r.choice(["Siemens MAGNETOM Vida 3T", "GE SIGNA Premier 3T", "Philips Ingenia 1.5T", "Siemens Aera 1.5T"]))
    CM.comparison(n, c)
    n.blank()
    write_findings(n, c, st)
    n.blank()
    write_impression(n, c, st)
    crit_comm(n, c, st)
    if r.random() < 0.6:
        CM.identity_line(n, c)
    n.blank()
    CM.tech_line(n, c)
    CM.signature(n, c)
    CM.disclaimer(n, c)
    CM.contact_footer(n, c)


def us_report(n, c):
    r = c.r
    st = r.choice(CB.US_STUDIES)(r, c.us)
    if "ga" in st:
        if c.sex == "M" or not 16 <= c.age <= 46:
            st = CB.us_ruq(r, c.us)
    if r.random() < 0.5:
        CM.site_block(n, c)
    CM.banner(n, c, st["exam"])
    n.blank()
    write_history(n, c, st, extra_p=0.4)
    if "ga" in st:
        lmp = c.plus(-st["ga"] * 7 - r.randint(-4, 4))
        edd = lmp + dt.timedelta(days=280)
        n.line("LMP: ", c.d(lmp), "   EDD by LMP: ", c.d(edd), "   EDD by scan: ", c.d(edd + dt.timedelta(days=r.randint(-5, 5))))
        if r.random() < 0.6:
            rel = r.choice(["partner", "husband", "wife", "mother"])
            n.line("Accompanied by ", rel, " ", c.family(rel)[1].full(), ".")
    n.line("TECHNIQUE: " + st["technique"] + " " + r.choice(["Philips EPIQ 7", "GE LOGIQ E10", "Canon Aplio i800", "Samsung RS85"]) + ".")
    n.line("Limitations: " + r.choice(["none.", "overlying bowel gas.", "patient habitus (BMI > 40).", "patient unable to hold breath.",
                                       "tenderness limited probe pressure.", "dressings over the region of interest."]))
    if r.random() < 0.4:
        n.line(r.choice(["Performed in room ", "Scanned in US room ", "Portable scan at bedside, room "]),
               P(c.room, "LOCATION_OTHER"), r.choice([".", ", patient supine.", "; limited by body habitus."]))
    CM.comparison(n, c)
    n.blank()
    write_findings(n, c, st)
    n.blank()
    write_impression(n, c, st)
    crit_comm(n, c, st)
    if r.random() < 0.6:
        CM.identity_line(n, c)
    n.line("Sonographer worksheet reviewed; %d static images and %d cine clips archived to PACS." % (r.randint(18, 64), r.randint(0, 8)))
    n.blank()
    if c.us:
        n.line("Sonographer: ", c.tech.full(), r.choice([", RDMS", ", RDMS, RVT", ", RDCS"]))
    else:
        n.line("Sonographer: ", c.tech.full(), r.choice(["", ", Consultant Sonographer", " (reporting sonographer)"]))
    CM.signature(n, c)
    CM.contact_footer(n, c)


def xr_report(n, c):
    r = c.r
    st = r.choice(CA.XR_STUDIES)(r, c.us)
    short = r.random() < 0.35
    if short:
        n.line(st["exam"].upper(), " - ", c.pt_hdr(), " - ", P(c.mrn, "MRN"), " - ", c.d(c.exam))
        if not c.us:
            n.line("NHS ", P(c.nhs, "MRN"), "  Acc ", P(c.acc, "IDNUM"))
        else:
            n.line("Acc# ", P(c.acc, "IDNUM"), "  DOB ", c.d(c.dob))
    else:
        if r.random() < 0.5:
            CM.site_block(n, c)
        CM.banner(n, c, st["exam"])
    n.blank()
    write_history(n, c, st, extra_p=0.45)
    if st.get("side") and r.random() < 0.3:
        if c.us:
            n.line("Mechanism: ", r.choice(["restrained passenger", "driver", "cyclist struck by"]), " vehicle, plate ",
                   P(c.plate(), "VEHICLE"), " per police report; seen at ", P(c.hosp2, "HOSPITAL"), " ED prior to transfer.")
        else:
            n.line("Mechanism: RTC, ", r.choice(["driver", "front-seat passenger", "cyclist hit by car"]), "; vehicle reg ",
                   P(c.plate(), "VEHICLE"), " recorded by ambulance crew.")
    ex = st["exam"].lower()
    if "chest" in ex or "cxr" in ex:
        cq = ["effusion/consolidation?", "line position?", "pneumothorax?", "?pulmonary oedema"]
    elif "abdomen" in ex:
        cq = ["?obstruction", "?faecal loading", "?perforation (erect CXR advised)"]
    else:
        cq = ["fracture?", "dislocation?", "foreign body?", "exclude fracture"]
    n.line("Clinical question: " + r.choice(cq))
    if "portable" in st["exam"].lower() or "AP" in st["technique"]:
        if c.us:
            n.line("Portable exam performed in ", P(c.ward, "HOSPITAL"), " room ", P(c.room, "LOCATION_OTHER"), ", bed ",
                   P(c.bed, "LOCATION_OTHER"), ".")
        else:
            n.line("Mobile film on ", P(c.ward, "HOSPITAL"), ", bed ", P(c.bed, "LOCATION_OTHER"), ".")
    n.line(r.choice(["VIEWS: ", "Technique: ", "Projections: "]) + st["technique"])
    CM.comparison(n, c)
    n.blank()
    if r.random() < 0.5:
        write_findings(n, c, st)
        n.blank()
        write_impression(n, c, st)
    else:
        n.line(r.choice(["REPORT: ", "Findings/Impression: "]) + " ".join(st["findings"]) + " " + " ".join(st["impression"]))
    n.line("Recommendation: " + r.choice(["Clinical correlation.", "Fracture clinic follow-up.", "Repeat film in 10-14 days if symptoms persist.",
                                           "Follow-up chest radiograph in 6 weeks to confirm resolution.", "No further imaging required.",
                                           "Consider CT if clinical concern persists."]))
    if not c.us and r.random() < 0.4:
        n.line("Red dot / radiographer comment (", c.tech.initials(), "): ",
               r.choice(["?fracture", "abnormality flagged", "no abnormality detected"]), ".")
    crit_comm(n, c, st)
    if r.random() < 0.6:
        CM.identity_line(n, c)
    n.blank()
    if r.random() < 0.4:
        CM.tech_line(n, c)
    CM.signature(n, c)
    if r.random() < 0.25:
        n.line("cc: ", c.dr(c.ref, "dr_init"), ", ", P(c.clinic, "HOSPITAL"),
               [" - fax ", P(c.fax(), "FAX")] if r.random() < 0.6 else "")
    CM.contact_footer(n, c)


def nm_report(n, c):
    r = c.r
    st = r.choice(CB.NM_STUDIES)(r, c.us)
    if r.random() < 0.6:
        CM.site_block(n, c)
    n.line(r.choice(["NUCLEAR MEDICINE REPORT", "Nuclear Medicine", "DEPARTMENT OF NUCLEAR MEDICINE AND MOLECULAR IMAGING"]))
    CM.banner(n, c, st["exam"], with_loc=False)
    n.blank()
    write_history(n, c, st, extra_p=0.3)
    n.line("Patient preparation: " + r.choice(["fasted 4 hours; blood glucose checked.", "well hydrated, voided before imaging.",
                                               "caffeine withheld 24 hours.", "thyroid medication withheld 4 weeks.", "no specific preparation.",
                                               "opioids withheld 6 hours."]))
    n.line("RADIOPHARMACEUTICAL: ", st["agent"], ", administered ", c.d(c.exam), " ", c.time(), " via ",
           r.choice(["left antecubital vein", "right antecubital vein", "right hand cannula", "oral route"]), ".")
    x = r.random()
    if x < 0.5:
        kind = r.choice(["palm", "fp", "any"])
        n.line("Positive patient identification before administration: ",
               {"palm": "palm-vein scan", "fp": "fingerprint", "any": "wristband plus biometric template"}[kind],
               " ID ", P(c.bioid(kind), "BIOID"), "; dose checked by ", c.tech.full(), " and ", c.nurse.full(), ".")
    else:
        n.line("Dose drawn and checked by ", c.tech.full(), "; activity calibrator reading within 10% of prescribed.")
    n.line("TECHNIQUE: " + st["technique"])
    CM.comparison(n, c)
    n.blank()
    write_findings(n, c, st)
    n.blank()
    write_impression(n, c, st)
    n.line("Estimated effective dose: %.1f mSv." % r.uniform(0.8, 14.0))
    crit_comm(n, c, st)
    if r.random() < 0.6:
        CM.identity_line(n, c)
    if r.random() < 0.5:
        rel, fam = c.family()
        n.line("Radiation protection advice given to the patient and ", rel, " ", fam.full(),
               r.choice([": avoid prolonged close contact with young children and pregnant women for 24 hours.",
                         "; written leaflet provided."]))
    n.blank()
    if c.us:
        n.line("Nuclear medicine technologist: ", c.tech.full(), ", CNMT")
    else:
        n.line("ARSAC licence holder: ", c.dr(c.rad2, "dr_init"), " (licence ", P("%d" % r.randint(10000, 99999), "LICENSE"), ")")
    CM.signature(n, c)
    CM.contact_footer(n, c)
