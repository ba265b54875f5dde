"""Interventional radiology procedure notes and mammography screening reports."""
import datetime as dt

from core import P
import pools as PL
import common as CM
import clin_a as CA
import clin_b as CB

IR_PROCS = [
    dict(name="Ultrasound-guided tunnelled right internal jugular chest port placement",
         ind="Access for chemotherapy (FOLFOX).", dev="8 Fr single-lumen power-injectable port (Bard PowerPort)",
         tech="The right IJ was accessed under real-time ultrasound guidance with a 21G micropuncture needle; a permanent image was stored. "
              "A subcutaneous pocket was created in the right infraclavicular chest. The catheter was tunnelled, cut to length and placed "
              "via a peel-away sheath with the tip at the cavoatrial junction. The pocket was closed in two layers with 3-0 Vicryl and Dermabond.",
         find="Patent right IJ. Catheter tip at cavoatrial junction. Port aspirates and flushes easily.", spec=False),
    dict(name="CT-guided percutaneous core biopsy of liver lesion",
         ind="Segment VI liver lesion, ?metastasis, unknown primary.", dev="17G coaxial introducer with 18G biopsy gun",
         tech="Patient positioned supine. Planning CT performed. Under intermittent CT guidance a 17G coaxial needle was advanced into the lesion "
              "and four 18G cores were obtained. Gelfoam slurry tract embolisation on withdrawal.",
         find="Cores were white-tan and non-fragmented. Post-procedure CT shows no haematoma.", spec=True),
    dict(name="Left percutaneous nephrostomy",
         ind="Obstructed infected left kidney, 8 mm proximal ureteric calculus, sepsis.", dev="8.5 Fr locking pigtail nephrostomy catheter (Cook)",
         tech="Prone. Lower pole posterior calyx punctured under ultrasound with a 21G Chiba needle; purulent urine aspirated and sent for MC&S. "
              "Tract dilated over an Amplatz wire and the catheter formed in the renal pelvis.",
         find="Dilated collecting system; nephrostogram shows obstruction at the proximal ureter.", spec=True),
    dict(name="Infrarenal IVC filter placement via right common femoral vein",
         ind="Acute proximal DVT with contraindication to anticoagulation (recent intracranial haemorrhage).",
         dev="retrievable IVC filter (Denali)",
         tech="Right CFV access under ultrasound guidance. Cavogram performed with a pigtail catheter showing a patent IVC of 21 mm diameter "
              "without thrombus or duplication. Filter deployed with apex at the level of L1, below the lowest renal vein.",
         find="Filter well positioned, no tilt.", spec=False),
    dict(name="Ultrasound-guided diagnostic and therapeutic paracentesis",
         ind="Refractory ascites, alcohol-related cirrhosis.", dev="5 Fr Yueh centesis catheter",
         tech="Left lower quadrant entry site marked under ultrasound, avoiding the inferior epigastric vessels. %s L of straw-coloured fluid drained. "
              "20% albumin 100 mL per 2-3 L removed given on the ward.",
         find="Large volume simple ascites.", spec=True),
    dict(name="Uterine fibroid embolisation",
         ind="Symptomatic fibroids, menorrhagia, Hb 92 g/L.", dev="2.7 Fr microcatheter (Progreat); Embosphere 500-700 micron",
         tech="Right CFA access. Bilateral uterine arteries selectively catheterised and embolised with calibrated microspheres to near stasis. "
              "Haemostasis with an Angio-Seal closure device.",
         find="Hypervascular fibroid uterus supplied by both uterine arteries; stasis achieved bilaterally.", spec=False),
    dict(name="Mesenteric angiography and coil embolisation for lower GI bleeding",
         ind="Active bleeding on CTA from a branch of the ileocolic artery; haemodynamically unstable.",
         dev="0.018 inch detachable microcoils (Concerto) x3",
         tech="Right CFA access, 5 Fr sheath. SMA selected with a Sos Omni catheter; microcatheter advanced into the bleeding vasa recta and coils deployed.",
         find="Contrast extravasation from a distal ileocolic branch; no further extravasation post embolisation.", spec=False),
    dict(name="Image-guided drainage of pelvic collection",
         ind="Post-operative pelvic abscess after anterior resection, fevers.", dev="10 Fr locking pigtail drain",
         tech="Left transgluteal approach under CT guidance. 18G needle, Amplatz wire, serial dilatation and drain placed by Seldinger technique. "
              "%s mL of pus aspirated and sent for culture.",
         find="7.2 x 5.1 cm rim-enhancing collection; near-complete evacuation on post-drainage images.", spec=True),
    dict(name="PICC insertion, right basilic vein",
         ind="Long-term IV antibiotics for osteomyelitis.", dev="5 Fr dual-lumen power PICC",
         tech="Right basilic vein accessed under ultrasound. Catheter trimmed to %s cm and advanced under fluoroscopy.",
         find="Tip at the cavoatrial junction. Good blood return from both lumens.", spec=False),
    dict(name="Mechanical thrombectomy, left MCA (M1) occlusion",
         ind="Acute ischaemic stroke, NIHSS 18, onset 2 h 10 min prior; CTA showed left M1 occlusion.",
         dev="aspiration catheter (React 71) and stent retriever (Solitaire X 4 x 40 mm)",
         tech="Right CFA access, 8 Fr long sheath. Combined aspiration and stent-retriever technique, two passes.",
         find="eTICI 2c reperfusion achieved.", spec=False),
]


def ir_note(n, c):
    r = c.r
    pr = r.choice(IR_PROCS)
    if c.sex == "M" and "fibroid" in pr["name"]:
        pr = IR_PROCS[0]
    n.line(r.choice(["INTERVENTIONAL RADIOLOGY PROCEDURE NOTE", "IR Procedure Report", "Vascular and Interventional Radiology - Procedure Note",
                     "INTERVENTIONAL RADIOLOGY - BRIEF OP NOTE"]))
    if r.random() < 0.5:
        n.line(P(c.hosp, "HOSPITAL"), r.choice([" - IR suite", " Angiography Suite", " Interventional Radiology"]))
    sty = r.random()
    if sty < 0.5:
        n.line("Patient: ", c.pt_hdr(), "   ", "MRN: " if c.us else "Hosp No: ", P(c.mrn, "MRN"), "   DOB: ", c.d(c.dob),
               "   Age: ", c.age_p())
        if not c.us:
            n.line("NHS No: ", P(c.nhs, "MRN"))
        n.line("Date of procedure: ", c.d(c.exam), "   Accession: ", P(c.acc, "IDNUM"), "   Encounter: ", P(c.acct, "ACCOUNT"))
    else:
        CM.banner(n, c, pr["name"], with_loc=True)
    n.line("Inpatient location: ", P(c.ward, "HOSPITAL"), ", bed ", P(c.bed, "LOCATION_OTHER")) if r.random() < 0.4 else None
    n.blank()
    n.line("Procedure: " + pr["name"])
    ops = [c.dr(c.rad, "full_cred"), " (attending)" if c.us else " (consultant)"]
    n.line("Operator(s): ", ops, "; ", c.rad2.full(), " (fellow)" if c.us else " (IR registrar)")
    n.line(r.choice(["Nurse: ", "Circulating RN: ", "Scrub/sedation nurse: "]), c.nurse.full(), r.choice([", RN", "", " RN"]),
           ";  ", "Technologist: " if c.us else "Radiographer: ", c.tech.full())
    n.line("Referring: ", c.dr(c.ref, r.choice(["dr_last", "dr_init", "full_cred"])))
    n.line("Indication: ", c.age_sex(), ". ", pr["ind"])
    n.blank()
    x = r.random()
    if x < 0.6 or c.age < 18:
        n.line("Consent: Risks (bleeding, infection, damage to adjacent structures, need for further procedures) discussed; written consent obtained from the patient.")
    else:
        rel, fam = c.family()
        n.line("Consent: Patient lacks capacity; procedure discussed with ", rel, " ", fam.full(), " (",
               "health care proxy" if c.us else "LPA for health and welfare", ") by telephone on ", P(c.phone(), "PHONE"),
               ", who agreed. Second clinician witness ", c.dr(c.rad2, "dr_last"), ".")
    if c.us:
        n.line("Pre-procedure labs (", c.d(c.plus(-1)), "): INR %.1f | PLT %d K/uL | Hgb %.1f g/dL | Cr %.1f" % (
            r.uniform(0.9, 1.6), r.randint(62, 410), r.uniform(7.2, 15.4), r.uniform(0.5, 2.4)))
    else:
        n.line("Bloods (", c.d(c.plus(-1)), "): INR %.1f | Plt %d x10^9/L | Hb %d g/L | eGFR %d" % (
            r.uniform(0.9, 1.6), r.randint(62, 410), r.randint(72, 154), r.randint(25, 95)))
    n.line("Anticoagulation: " + r.choice(["apixaban held 48 h", "none", "enoxaparin held 24 h", "aspirin continued", "warfarin stopped 5 days, INR checked"]) + ".")
    n.line("WHO checklist / time-out completed at ", c.time(), ". Patient identity, site and side confirmed.")
    if r.random() < 0.75:
        sed = "Moderate sedation: midazolam %d mg and fentanyl %d mcg IV in divided doses, monitored continuously by " % (
            r.randint(1, 4), r.choice([50, 75, 100, 150]))
        n.line(sed, c.nurse.full(), ". ASA %s. Sedation time %d min." % (r.choice(["II", "III", "IV"]), r.randint(15, 95)))
        if r.random() < 0.5:
            n.line("Controlled drugs withdrawn from the automated cabinet by ", c.nurse.full(), " (fingerprint ID ",
                   P(c.bioid("fp"), "BIOID"), ")", r.choice([".", "; wastage witnessed."]))
    else:
        n.line("Local anaesthesia only: 1%% lidocaine %d mL." % r.randint(5, 20))
    tech = pr["tech"]
    if "%s" in tech:
        tech = tech.replace("%s", r.choice(["4.5", "6", "7.8", "220", "35", "41"]))
    n.blank()
    n.line("Technique: " + tech)
    n.line("Device(s): ", pr["dev"], ", lot ", P(c.lot(), "DEVICE"),
           [", SN ", P(c.device_sn(), "DEVICE")] if r.random() < 0.5 else "", ".")
    n.line("Fluoroscopy time %.1f min; DAP %.1f Gy*cm2; reference air kerma %d mGy. Contrast: %d mL %s." % (
        r.uniform(0.3, 38), r.uniform(0.5, 180), r.randint(3, 1900), r.randint(0, 180), r.choice(["Omnipaque 300", "Visipaque 270", "iohexol 240"])))
    n.blank()
    n.line("Findings: " + pr["find"])
    if pr["spec"]:
        n.line("Specimens: sent to ", r.choice(["pathology", "microbiology", "cytology"]), ", specimen no. ", P(c.specimen(), "IDNUM"), ".")
    n.line("EBL: " + r.choice(["minimal", "<10 mL", "20 mL", "negligible"]) + ". Complications: " +
           r.choice(["none immediate.", "none.", "minor - vasovagal episode, resolved (SIR mild).", "none; small haematoma at access site, pressure applied."]))
    n.line("Plan: " + r.choice(["Bed rest 2 hours, observations per protocol, resume diet.", "Flat for 4 hours; check access site.",
                                "Drain to free drainage; flush 10 mL saline TDS; drain chart.", "CT head at 24 h; stroke unit."]))
    if "IVC filter" in pr["name"]:
        n.line("Filter registry: retrieval to be considered at 4-6 weeks; IR clinic to contact patient at ", P(c.phone(), "PHONE"),
               ". Registry entry ", P(c.order_no(), "IDNUM"), ".")
    if "port" in pr["name"].lower() or "PICC" in pr["name"]:
        n.line("Implant card given; device information sent to ", P(c.email(role="vascular.access"), "EMAIL"), ".")
    n.blank()
    if c.us:
        n.line("Attending: ", c.rad.full(), ", ", c.rad.cred, "  NPI ", P(c.npi(), "LICENSE"),
               ["  DEA ", P(c.dea(c.rad), "LICENSE")] if r.random() < 0.5 else "")
        n.line("Signed ", c.d(c.exam), " ", c.time())
    else:
        n.line("Dr ", c.rad.init_last(dot=False), ", Consultant Interventional Radiologist, GMC ", P(c.license(), "LICENSE"))
        n.line("Bleep ", P(c.pager(), "PHONE"), "  |  ", c.d(c.exam), " ", c.time())
    if r.random() < 0.3:
        n.line("Post-procedure concerns out of hours: IR on-call via switchboard ", P(c.phone(), "PHONE"), ".")


def mammo_report(n, c):
    r = c.r
    m = CB.mammo(r, c.us)
    if c.us:
        n.line(P(r.choice(PL.US_IMAGING_CENTERS + [c.hosp]), "HOSPITAL"), r.choice([" - Breast Imaging", " | Women's Imaging", ""]))
        if r.random() < 0.5:
            n.line(c.address(c.site_city), "  Phone ", P(c.phone(), "PHONE"))
        n.line("Patient: ", c.pt_hdr(), "  DOB: ", c.d(c.dob), "  Age: ", c.age_p(), "  MRN: ", P(c.mrn, "MRN"))
        n.line("Exam: ", r.choice(["Screening Mammogram Bilateral with Tomosynthesis (3D)", "MAMMO SCREENING BILAT W CAD",
                                    "Digital Screening Mammogram, bilateral"]), "   Date: ", c.d(c.exam), "   Acc: ", P(c.acc, "IDNUM"))
        n.line("Referring: ", c.dr(c.ref), [", ", P(c.clinic, "HOSPITAL")] if r.random() < 0.5 else "")
        if r.random() < 0.4:
            n.line("Insurance: ", P(r.choice(PL.INSURERS_US), "ORGANIZATION"), "  Member ID ", P(c.healthplan(), "HEALTHPLAN"))
    else:
        n.line(r.choice(["NHS Breast Screening Programme", "Breast Screening Service"]), " - ", P(c.center, "HOSPITAL"))
        n.line("Client: ", c.pt_hdr(), "   DOB: ", c.d(c.dob), "   Age: ", c.age_p())
        n.line("NHS No: ", P(c.nhs, "MRN"), "   Screening episode: ", P(c.acct, "ACCOUNT"), "   Round: %d" % r.randint(1, 9))
        if r.random() < 0.3:
            n.line("Screened: ", c.d(c.exam), " on the mobile unit at ", P(r.choice(PL.LANDMARKS).replace("the ", ""), "LOCATION_OTHER"))
        else:
            n.line("Screened: ", c.d(c.exam), " at ", P(r.choice([c.center, c.hosp]), "HOSPITAL"))
        n.line("GP: ", c.dr(c.ref, "dr_init"), ", ", P(c.clinic, "HOSPITAL"))
    n.blank()
    n.line("CLINICAL HISTORY:" if c.us else "History:")
    x = r.random()
    if x < 0.5:
        rel = r.choice(["Mother", "Sister", "Maternal aunt", "Paternal grandmother"])
        n.line("Family history: ", rel, " diagnosed with breast cancer at age ", P(str(r.randint(34, 72)), "AGE"), ".",
               " Patient is asymptomatic." if r.random() < 0.7 else " Patient reports a left breast lump.")
    elif x < 0.75:
        n.line("Prior benign ", r.choice(["left", "right"]), " breast biopsy in ", c.d_year(c.prior), r.choice([" (fibroadenoma).", " (fibrocystic change)."]),
               " HRT: ", r.choice(["none", "previous, stopped", "current"]), ".")
    else:
        n.line("Routine screening. No breast symptoms. LMP: ", r.choice(["post-menopausal", "not recorded"]), ".")
    n.line("COMPARISON: " if c.us else "Comparison: ", c.d(c.prior), ", ", c.d_year(c.prior - dt.timedelta(days=r.randint(500, 800))),
           r.choice([".", " and earlier."]))
    if r.random() < 0.6:
        n.line("Screening history:")
        yrs = sorted(set([c.exam.year - k for k in r.sample([1, 2, 3, 4, 5, 6], r.randint(2, 3))]))
        for y in yrs:
            pd_ = c.exam.replace(year=y, day=min(c.exam.day, 28)) - dt.timedelta(days=r.randint(0, 40))
            n.line("  ", c.d(pd_), "  BI-RADS %d  " % r.choice([1, 1, 2]), r.choice(["read at this facility", "outside facility"]))
    x = r.random()
    if x < 0.15:
        n.line("Implants: bilateral subpectoral silicone implants (Natrelle), serial numbers ", P(c.device_sn(), "DEVICE"), " and ",
               P(c.device_sn(), "DEVICE"), "; implant-displaced (Eklund) views obtained.")
    elif x < 0.3:
        n.line("Skin markers: BB on %s breast mole; linear scar marker on %s breast (prior biopsy)." % (CA.side(r), CA.side(r)))
    else:
        n.line("Implants: none.")
    n.line("Technique: Standard bilateral CC and MLO views%s." % r.choice(["", " with tomosynthesis", " and CAD"]))
    n.line("Compression force and positioning adequate; %s." % r.choice(["no repeat exposures", "one repeat MLO for positioning",
                                                                            "pectoralis muscle to nipple level on MLO"]))
    n.blank()
    n.line("Breast composition: (%s) %s" % (m["dens"], m["dtxt"]) if c.us else "Density: BI-RADS %s. %s" % (m["dens"].upper(), m["dtxt"]))
    n.line("FINDINGS:" if c.us else "Findings:")
    for f in m["findings"]:
        n.line(f)
    n.blank()
    label = {0: "Incomplete - Need Additional Imaging Evaluation", 1: "Negative", 2: "Benign", 3: "Probably Benign",
             4: "Suspicious", 5: "Highly Suggestive of Malignancy"}[m["birads"]]
    n.line("ASSESSMENT: BI-RADS Category %d: %s" % (m["birads"], label))
    if not c.us:
        n.line("Screening outcome: %s" % ("Routine recall (3 years)" if m["birads"] in (1, 2) else "Technical/assessment recall"))
    n.line("RECOMMENDATION: " + m["rec"])
    if c.us:
        n.line("Note: A negative mammogram should not delay biopsy of a clinically suspicious palpable abnormality.")
        if m["dens"] in ("c", "d"):
            n.line("Breast density notification: your mammogram shows dense breast tissue. Dense tissue can make it harder to find cancer on a "
                   "mammogram; supplemental screening may be appropriate. Discuss with your provider.")
    else:
        n.line("Screening does not find every breast cancer. If you notice any change in your breasts, contact your GP practice.")
    n.blank()
    if c.us:
        n.line("Technologist: ", c.tech.full(), ", RT(R)(M)")
        n.line("Interpreting radiologist: ", c.rad.full(), ", ", c.rad.cred, "  ", c.d(c.exam))
        if r.random() < 0.6:
            n.line("MQSA certificate #", P("%06d" % r.randint(0, 999999), "LICENSE"),
                   ". A lay summary letter was mailed to the patient at ", c.address(), " as required by MQSA.")
        else:
            n.line("Results letter sent to patient via portal (", P(c.url("portal"), "URL"), ") on ", c.d(c.plus(r.randint(1, 5))), ".")
    else:
        n.line("Mammographer: ", c.tech.full())
        n.line("1st reader: ", c.dr(c.rad, "dr_init"), "   2nd reader: ", c.tech.full() if r.random() < 0.4 else c.rad2.full())
        if m["birads"] >= 3 or m["birads"] == 0:
            n.line("Assessment clinic appointment: ", c.d_weekday(c.plus(r.randint(7, 21))), " ", c.time(), " at ",
                   P(c.hosp, "HOSPITAL"), ", ", P(r.choice(PL.BUILDINGS), "LOCATION_OTHER"), ".")
            n.line("Breast care nurse ", c.nurse.full(), " - ", P(c.phone(), "PHONE"))
        n.line("Result letter sent to client at ", c.address(), " and copy to GP ", c.d(c.plus(r.randint(1, 14))), ".")
