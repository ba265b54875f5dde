"""PACS/RIS order and protocol records; DEXA bone densitometry reports."""
import datetime as dt

from core import P
import pools as PL
import common as CM
import clin_b as CB

ORDERS = [
    ("CT ABDOMEN PELVIS W CONTRAST", "74177", "R10.31", "RLQ pain", "Routine portal venous; oral contrast 1 L over 1 h."),
    ("CT CHEST WO CONTRAST", "71250", "R91.1", "Pulmonary nodule follow-up", "Low-dose nodule protocol, 1 mm recon."),
    ("CTA CHEST PE PROTOCOL", "71275", "I26.99", "?PE", "PE protocol, bolus track PA 100 HU."),
    ("CT RENAL MASS PROTOCOL", "74178", "N28.89", "Indeterminate renal lesion on US", "Unenhanced, corticomedullary, nephrographic, 10-min excretory."),
    ("MRI BRAIN W WO CONTRAST", "70553", "G35", "Demyelination work-up", "MS protocol incl. 3D FLAIR and post-gad 3D T1."),
    ("MRI LUMBAR SPINE WO CONTRAST", "72148", "M54.16", "Radiculopathy", "Routine L-spine; add STIR."),
    ("MRI PROSTATE W WO CONTRAST", "72197", "R97.20", "Raised PSA", "mpMRI PI-RADS v2.1, antispasmodic IM."),
    ("MRI LIVER W CONTRAST (EOB)", "74183", "K74.60", "HCC surveillance", "Gadoxetate dynamic + 20 min HBP."),
    ("US ABDOMEN COMPLETE", "76700", "R74.01", "Elevated LFTs", "Fast 6 hours."),
    ("NM BONE SCAN WHOLE BODY", "78306", "C61", "Staging prostate ca", "MDP 3 h delay, SPECT/CT as needed."),
    ("MAMMO DIAGNOSTIC BILAT", "77066", "N63.10", "Palpable right breast lump", "Diagnostic views plus targeted US."),
    ("FLUORO BARIUM SWALLOW", "74220", "R13.10", "Dysphagia", "Double contrast, include timed barium swallow."),
]
UK_ORDERS = [
    ("CT Colonography", "Change in bowel habit, FIT 148", "Faecal tagging prep; buscopan unless contraindicated."),
    ("CT Thorax/Abdomen/Pelvis with contrast", "Weight loss, ?malignancy (2WW)", "Portal venous single phase."),
    ("MRI Pelvis (rectal cancer staging)", "Biopsy-proven rectal adenocarcinoma", "High-resolution T2 perpendicular to tumour."),
    ("MRI Internal Auditory Meatus", "Unilateral sensorineural hearing loss", "3D CISS/FIESTA, no contrast."),
    ("US Neck (thyroid)", "Palpable thyroid nodule", "Include level II-VI nodes."),
    ("CT KUB", "Renal colic", "Low-dose unenhanced."),
    ("MRI Whole Spine", "Known myeloma, back pain, ?cord compression", "Sagittal T1/STIR whole spine, axial T2 as needed. URGENT (MSCC)."),
    ("Nuclear Medicine Parathyroid SPECT/CT", "Primary hyperparathyroidism", "Dual-phase sestamibi."),
]


def ris_order(n, c):
    r = c.r
    created = c.plus(-r.randint(1, 25))
    proto_d = created + dt.timedelta(days=r.randint(0, 3))
    u_ord, u_pro, u_tech = c.ref.login(r.randint(1, 9)), c.rad.login(r.randint(1, 9)), c.tech.login(r.randint(1, 9))
    ordno = c.order_no()
    n.line(r.choice(["RIS ORDER / PROTOCOL RECORD", "Radiology Order Detail", "PACS/RIS - Request & Protocol Summary",
                     "IMAGING REQUEST (electronic) - protocol worksheet"]))
    n.line("=" * r.choice([36, 48, 60]))
    if c.us:
        ex = r.choice(ORDERS)
        n.line("Order #: ", P(ordno, "IDNUM"), "    Accession: ", P(c.acc, "IDNUM"), "    Status: ",
               r.choice(["PROTOCOLLED", "SCHEDULED", "COMPLETED", "ARRIVED"]))
        n.line("Procedure: ", ex[0], " (CPT ", ex[1], ")   Priority: ", r.choice(["Routine", "STAT", "Urgent", "ASAP"]))
        n.line("Dx: ", ex[2], " - ", ex[3])
        n.line("Ordered by: ", c.dr(c.ref, "full_cred"), "  NPI ", P(c.npi(), "LICENSE"), "  on ", c.d(created), " ", c.time())
        n.line("Callback: ", P(c.phone(), "PHONE"), "   Fax results to: ", P(c.fax(), "FAX"))
        n.blank()
        n.line("PATIENT")
        n.line("  Name: ", c.pt.upper_lf(), "   MRN: ", P(c.mrn, "MRN"), "   Sex: ", c.sex)
        n.line("  DOB: ", c.d(c.dob), "   Age: ", c.age_p(), "   SSN: ", P(c.ssn(), "SSN"))
        n.line("  Address: ", c.address())
        n.line("  Home: ", P(c.phone(), "PHONE"), "   Cell: ", P(c.phone(), "PHONE"))
        if r.random() < 0.6:
            n.line("  E-mail: ", P(c.email(c.pt), "EMAIL"))
        rel, fam = c.family()
        n.line("  Emergency contact: ", fam.lastfirst(), " (", rel, ") ", P(c.phone(), "PHONE"))
        n.line("  Insurance: ", P(r.choice(PL.INSURERS_US), "ORGANIZATION"), "  Member ID: ", P(c.healthplan(), "HEALTHPLAN"),
               "  Group: ", P(c.group_no(), "HEALTHPLAN"))
        if r.random() < 0.4:
            n.line("  Secondary: Medicare  MBI: ", P(c.healthplan(), "HEALTHPLAN"))
        n.line("  Visit/FIN: ", P(c.acct, "ACCOUNT"))
        if r.random() < 0.4:
            n.line("  Employer: ", P(r.choice(PL.EMPLOYERS_US), "ORGANIZATION"), " (", CM.prof_p(r.choice(PL.PROFESSIONS)[0]), ")")
        proto = ex[4]
        title = ex[0]
    else:
        ex = r.choice(UK_ORDERS)
        n.line("Request ID: ", P(ordno, "IDNUM"), "    Accession: ", P(c.acc, "IDNUM"), "    Status: ",
               r.choice(["Vetted", "Booked", "Awaiting vetting", "Attended"]))
        n.line("Examination: ", ex[0], "   Urgency: ", r.choice(["Routine", "Urgent", "2WW", "Inpatient urgent"]))
        n.line("Clinical details: ", ex[1])
        n.line("Referrer: ", c.dr(c.ref, "dr_init"), " (GMC ", P(c.license(), "LICENSE"), "), ", P(c.clinic, "HOSPITAL"),
               ", requested ", c.d(created), " ", c.time())
        n.line("Referrer contact: ", P(c.phone(), "PHONE"), " / ", P(c.email(c.ref), "EMAIL"))
        n.blank()
        n.line("PATIENT")
        n.line("  Name: ", c.pt.upper_uk(), "   Hosp No: ", P(c.mrn, "MRN"), "   NHS No: ", P(c.nhs, "MRN"))
        n.line("  DOB: ", c.d(c.dob), " (", c.age_p(), ")   Sex: ", c.sex)
        n.line("  Address: ", c.address())
        n.line("  Tel: ", P(c.phone(), "PHONE"), "   Mobile: ", P(c.phone("mob"), "PHONE"))
        rel, fam = c.family()
        n.line("  Next of kin: ", fam.full(), " (", rel, ") ", P(c.phone(), "PHONE"))
        n.line("  Registered GP: ", c.dr(c.person("DOCTOR"), "dr_init"), ", ", P(c.clinic, "HOSPITAL"))
        if r.random() < 0.35:
            n.line("  Private patient - insurer ", P(r.choice(PL.INSURERS_UK), "ORGANIZATION"), ", policy ", P(c.healthplan(), "HEALTHPLAN"))
        if r.random() < 0.3:
            n.line("  Overseas visitor check: NI number ", P(c.ssn(), "SSN"), " verified")
        n.line("  Episode: ", P(c.acct, "ACCOUNT"))
        n.line("  IR(ME)R: justified by ", c.dr(c.rad, "dr_init"), " (practitioner); operator ", c.tech.full(),
               r.choice(["; pregnancy status: not applicable", "; pregnancy status: LMP within 10 days", "; 28-day rule applied"]))
        proto = ex[2]
        title = ex[0]
    n.blank()
    n.line("PROTOCOL")
    n.line("  Protocolled by: ", c.dr(c.rad, r.choice(["dr_last", "full_cred"])), " (user ", u_pro, ") on ", c.d(proto_d), " ", c.time())
    n.line("  Protocol: ", proto)
    n.line("  Contrast: ", r.choice(["Yes - IV", "No", "Yes - IV and oral", "Gadolinium"]), ";  eGFR ", str(r.randint(28, 110)),
           " (", c.d(proto_d - dt.timedelta(days=r.randint(0, 60))), ")")
    n.line("  Allergies: ", r.choice(["NKDA", "Iodinated contrast - urticaria (premedicate)", "Penicillin", "Latex", "Shellfish (not a contraindication)"]))
    if r.random() < 0.4:
        n.line("  Implant screen: ", r.choice(["pacemaker", "neurostimulator", "aneurysm clip", "cochlear implant"]), " SN ",
               P(c.device_sn(), "DEVICE"), " - MR Conditional, checked with MRI safety expert")
    n.line("  Comment: ", r.choice(["Please compare with prior.", "Patient needs interpreter.", "Wheelchair; needs hoist.",
                                    "Claustrophobic - wide bore.", "Diabetic on metformin - hold 48 h post.", "none"]))
    n.blank()
    n.line("SCHEDULING")
    n.line("  Appointment: ", c.d_weekday(c.exam), " ", c.time(), " at ", P(c.hosp, "HOSPITAL"), ", ",
           P(r.choice(PL.BUILDINGS), "LOCATION_OTHER"), ", room ", P(c.room, "LOCATION_OTHER"))
    n.line("  Prep instructions sent to ", P(c.email(c.pt), "EMAIL") if r.random() < 0.5 else P(c.phone(), "PHONE"),
           "; leaflet: ", P(c.url("prep"), "URL"))
    if r.random() < 0.45:
        if c.us:
            n.line("  Parking: accessible permit validated for vehicle plate ", P(c.plate(), "VEHICLE"), ", garage level ", str(r.randint(1, 5)))
        else:
            n.line("  Parking: blue badge holder, vehicle reg ", P(c.plate(), "VEHICLE"), " added to the car park exemption list")
    if r.random() < 0.3:
        rel, fam = c.family(r.choice(["son", "daughter", "wife", "husband", "neighbour"]))
        n.line("  Transport: ", r.choice(["hospital transport booked", "own transport"]), ", ", rel, " ", fam.full(), " driving")
    n.blank()
    n.line("AUDIT TRAIL")
    rows = [(created, "ORDER CREATED", u_ord), (proto_d, "PROTOCOLLED", u_pro), (c.exam, "EXAM STARTED", u_tech),
            (c.exam, "EXAM COMPLETED", u_tech), (c.exam, "IMAGES SENT TO PACS", None)]
    if r.random() < 0.5:
        rows.insert(2, (proto_d, "SCHEDULED", c.person("DOCTOR").login(r.randint(1, 9))))
    for d, ev, u in rows:
        pcs = ["  ", c.d(d, "iso" if r.random() < 0.3 else None), " ", c.time(), "  ", ev.ljust(20)]
        if u is not None:
            pcs += ["user ", u]
        if r.random() < 0.5 or u is None:
            pcs += ["  from ", P(c.ip(), "IPADDR")]
        n.line(pcs)
    n.line("Study Instance UID: ", P(c.uid(), "IDNUM"))
    if r.random() < 0.5:
        t = title.upper()
        mod = "CT" if t.startswith(("CT", "CTA")) else "MR" if t.startswith("MRI") else "US" if t.startswith("US") else \
            "NM" if t.startswith(("NM", "NUCLEAR")) else "MG" if t.startswith("MAMMO") else "RF"
        n.line("Modality: ", mod, "  Series: %d  Images: %d" % (r.randint(2, 14), r.randint(40, 2400)),
               "  Routed to node ", P(c.ip(), "IPADDR"))


def dexa_report(n, c):
    r = c.r
    d = CB.dexa(r, c.us)
    if r.random() < 0.7:
        CM.site_block(n, c)
    n.line(r.choice(["BONE DENSITOMETRY (DXA) REPORT", "DEXA Scan Report", "Dual-energy X-ray Absorptiometry"]))
    n.line("Patient: ", c.pt_hdr(), "   DOB: ", c.d(c.dob), "   Age: ", c.age_p(), "   Sex: ", c.sex)
    n.line("MRN: " if c.us else "Hospital No: ", P(c.mrn, "MRN"), ["   NHS: ", P(c.nhs, "MRN")] if not c.us else "",
           "   Scan date: ", c.d(c.exam), "   Acc: ", P(c.acc, "IDNUM"))
    n.line("Height %d cm  Weight %.1f kg  BMI %.1f" % (r.randint(148, 185), r.uniform(42, 98), r.uniform(17, 36)),
           "   Ethnicity (reference database): ", r.choice(["White", "Black", "Asian", "Hispanic"]))
    n.line("Referred by: ", c.dr(c.ref), [", ", P(c.clinic, "HOSPITAL")] if r.random() < 0.6 else "")
    n.blank()
    n.line("Risk factors:")
    rf = []
    if r.random() < 0.5:
        rf.append(["- Previous fragility fracture (", r.choice(["distal radius", "vertebral", "humeral"]), ") at age ",
                   P(str(max(40, c.age - r.randint(1, 15))), "AGE")])
    if r.random() < 0.5:
        rf.append(["- Parent fractured hip (", r.choice(["mother", "father"]), ", aged ", P(str(r.randint(62, 90)), "AGE"), ")"])
    k = r.randint(0, 4)
    if k == 0 and c.sex == "M":
        k = 2
    if k == 0:
        rf.append(["- Early menopause at age ", P(str(r.randint(38, 44)), "AGE")])
    elif k == 1:
        rf.append(["- Aromatase inhibitor (letrozole) since ", c.d_month(c.prior)])
    else:
        rf.append(["- " + ["Oral prednisolone 7.5 mg daily for 2 years", "Current smoker, 15/day", "Rheumatoid arthritis"][k - 2]])
    rf.append(["- Alcohol %d units/week" % r.randint(0, 30)])
    for x in rf:
        n.line(x)
    n.blank()
    n.line("Scanner: %s. Reference database: NHANES III (hip), manufacturer (spine)." % d["scanner"])
    n.line("Region            BMD (g/cm2)   T-score   Z-score")
    for reg, bmd, t, z in d["rows"]:
        n.line("%-17s %-13.3f %-9s %s" % (reg, bmd, "%+.1f" % t, "%+.1f" % z))
    if r.random() < 0.5:
        n.line("Comparison with ", c.d(c.prior), ": total hip BMD change %+.1f%% (%s least significant change)." % (
            r.uniform(-6, 3), r.choice(["exceeds", "within"])))
    n.blank()
    n.line("WHO classification: " + d["cat"] + ".")
    n.line("FRAX 10-year probability: major osteoporotic fracture %.1f%%, hip fracture %.1f%% (with BMD)." % (d["frax_major"], d["frax_hip"]))
    n.line("Comment: L%d excluded due to degenerative change." % r.randint(2, 4) if r.random() < 0.3 else
           "Comment: Vertebral fracture assessment (VFA) " + r.choice(["shows no fracture.", "shows a grade 2 wedge fracture of T12."]))
    n.line("Recommendation: " + r.choice(["Consider bisphosphonate therapy; calcium and vitamin D.", "Repeat DXA in 2 years.",
                                          "Refer to fracture liaison service.", "Lifestyle advice; no treatment threshold met (NOGG)."]))
    n.blank()
    if c.us:
        n.line("Technologist: ", c.tech.full(), ", RT(R)(BD), ISCD CBDT cert. ", P("%07d" % r.randint(0, 9999999), "LICENSE"))
        n.line("Interpreted by ", c.rad.full(), ", ", c.rad.cred, " (ISCD CCD)  ", c.d(c.exam))
    else:
        n.line("Scan performed by ", c.tech.full(), " at ", P(r.choice([c.center, c.hosp]), "HOSPITAL"))
        n.line("Reported by ", c.dr(c.rad, "dr_init"), ", ", r.choice(["Consultant Rheumatologist", "Consultant Radiologist", "Clinical Scientist"]),
               ", ", c.d(c.exam))
        n.line("Copy to GP: ", c.dr(c.ref, "dr_init"), ", ", P(c.clinic, "HOSPITAL"), ", fax ", P(c.fax(), "FAX"))
