"""Author-chosen genres: fluoroscopy reports and MDT / tumour board radiology summaries."""
import datetime as dt

from core import P
import pools as PL
import common as CM
import clin_b as CB


def fluoro_report(n, c):
    r = c.r
    st = CB.fluoro(r, c.us)
    if c.sex == "M" and st["kind"] == "hsg":
        st = CB.fluoro(r, c.us)
        if st["kind"] == "hsg":
            st["exam"], st["indication"] = "Barium Swallow", "Dysphagia to solids."
            st["findings"], st["impression"] = ["Normal oesophageal calibre and motility.", "No hiatus hernia."], ["Normal study."]
            st["technique"], st["kind"] = "Single and double-contrast views.", "swallow"
    if r.random() < 0.6:
        CM.site_block(n, c)
    n.line(r.choice(["FLUOROSCOPY REPORT", "Fluoroscopy / Screening Report", "GI & GU Fluoroscopy"]))
    CM.banner(n, c, st["exam"], with_loc=r.random() < 0.5)
    n.blank()
    n.add("Indication: ", c.age_sex(), ". ", st["indication"])
    if r.random() < 0.4:
        n.add(CM.history_extra(c))
    n.blank()
    if st["kind"] == "vfss":
        n.line("Performed jointly with speech and language therapist ", c.nurse.full(), r.choice([" (SLT)", ", CCC-SLP", ", Highly Specialist SLT"]), ".")
        if r.random() < 0.6:
            rel, fam = c.family()
            n.line("Patient's ", rel, " ", fam.full(), " present and given feeding advice.")
        if r.random() < 0.5:
            n.line("Admitted from ", P(c.carehome, "HOSPITAL"), "; care home phone ", P(c.phone(), "PHONE"), ".")
    if st["kind"] == "hsg":
        lmp = c.plus(-r.randint(6, 10))
        n.line("LMP ", c.d(lmp), " (day %d of cycle). Pregnancy test negative. Prophylactic doxycycline given." % ((c.exam - lmp).days + 1))
    if st["kind"] == "lp":
        n.line("Consent obtained. Platelets %d, INR %.1f on " % (r.randint(120, 380), r.uniform(0.9, 1.2)), c.d(c.plus(-1)), ".")
    n.line("Preparation: " + {"swallow": "nil by mouth 4 hours.", "vfss": "none; usual diet texture brought from the ward.",
                              "hsg": "performed day 6-10 of cycle.", "enema": "no bowel preparation required.",
                              "cysto": "antibiotic prophylaxis given.", "lp": "anticoagulants held per protocol."}[st["kind"]])
    n.line("Technique: " + st["technique"])
    n.line("Screening time %d min %02d s; DAP %.2f Gy*cm2; equipment %s." % (
        r.randint(0, 6), r.randint(0, 59), r.uniform(0.2, 25), r.choice(["Siemens Luminos dRF Max", "Philips CombiDiagnost R90", "GE Precision 500D", "Canon Ultimax-i"])))
    if r.random() < 0.35:
        n.line("Patient transferred from ", P(c.ward, "HOSPITAL"), ", bed ", P(c.bed, "LOCATION_OTHER"), ", by porter.")
    CM.comparison(n, c)
    n.blank()
    n.line("Findings:")
    for f in st["findings"]:
        n.line("- " + f)
    n.blank()
    n.line("Conclusion: " + " ".join(st["impression"]))
    n.line("Aftercare: " + r.choice(["drink plenty of fluids; barium may whiten stools for 48 hours.", "resume normal diet.",
                                     "simple analgesia as needed; seek advice if fever or heavy bleeding.",
                                     "lie flat for 1 hour; return if severe headache.", "no specific aftercare."]))
    n.blank()
    CM.tech_line(n, c)
    CM.signature(n, c)
    if r.random() < 0.4:
        n.line("Copy to: ", c.dr(c.ref, "dr_init"), ", ", P(c.clinic, "HOSPITAL"), r.choice(["", " (by e-mail)"]))
    CM.contact_footer(n, c)


MDT_CASES = [
    ("Lung", "Right upper lobe mass", "cT2b N1 M0 (stage IIB)", "Adenocarcinoma, TTF-1 positive, PD-L1 60%",
     "For lobectomy if PFTs allow; surgical opinion."),
    ("Colorectal", "Sigmoid carcinoma", "T3c N1 EMVI positive, no distant metastases", "Moderately differentiated adenocarcinoma",
     "Proceed to laparoscopic anterior resection."),
    ("Upper GI", "Distal oesophageal adenocarcinoma", "T3 N2 M0 on PET-CT", "Adenocarcinoma, HER2 negative",
     "Neoadjuvant FLOT then restage."),
    ("Hepatobiliary", "Segment VIII liver lesion", "LI-RADS 5, 28 mm, no vascular invasion", "Not biopsied (imaging diagnosis)",
     "Microwave ablation; IR to book."),
    ("Urology", "Left renal mass", "4.2 cm solid enhancing, Bosniak N/A, cT1b", "Not biopsied",
     "Partial nephrectomy vs. cryoablation discussed; patient to decide."),
    ("Breast", "Right breast 2 o'clock mass", "U5, 19 mm, 1 abnormal axillary node", "Invasive ductal carcinoma grade 2, ER 8/8, HER2 negative",
     "Wide local excision and targeted axillary dissection."),
    ("Head and Neck", "Left tonsillar mass", "T2 N1 (8th ed), HPV-positive", "Squamous cell carcinoma, p16 positive",
     "Chemoradiotherapy."),
    ("Haematology", "Generalised lymphadenopathy", "Stage IIIA, Deauville 5 lesion in spleen", "Diffuse large B-cell lymphoma",
     "R-CHOP x6 with interim PET."),
    ("Gynae-oncology", "Complex right adnexal mass", "O-RADS 5, 9 cm, omental caking, ascites", "Pending",
     "CT-guided omental biopsy; IR request made."),
    ("Sarcoma", "Left thigh soft tissue mass", "11 cm deep to fascia, heterogeneous enhancement", "Pending core biopsy",
     "Ultrasound-guided core biopsy at the sarcoma centre."),
]


def mdt_note(n, c):
    r = c.r
    site, prob, stage, histo, outcome = r.choice(MDT_CASES)
    if c.sex == "M" and site in ("Breast", "Gynae-oncology"):
        site, prob, stage, histo, outcome = MDT_CASES[0]
    meet = c.plus(r.randint(0, 10))
    venue = r.choice(PL.BUILDINGS)
    if c.us:
        n.line(P(c.hosp, "HOSPITAL"), " - ", site, " Tumor Board")
        n.line("Conference date: ", c.d_weekday(meet), "  ", c.time(), "  Location: ", P(venue, "LOCATION_OTHER"),
               " conference room ", P(c.room, "LOCATION_OTHER"), " / virtual")
    else:
        n.line(site, " Cancer MDT - Radiology Summary")
        n.line(P(c.trust, "HOSPITAL"))
        n.line("Meeting: ", c.d_weekday(meet), ", ", c.time(), ", ", P(venue, "LOCATION_OTHER"), " seminar room (MS Teams link via ",
               P(c.email(role="mdt.coordinator"), "EMAIL"), ")")
    n.line("Case %d of %d.  MDT ref: " % (r.randint(1, 18), r.randint(18, 30)), P("MDT%02d-%05d" % (meet.year % 100, r.randint(0, 99999)), "IDNUM"))
    n.blank()
    n.line("Patient: ", c.pt_hdr(), "   Age: ", c.age_p(), "   ", "MRN: " if c.us else "NHS No: ", P(c.mrn if c.us else c.nhs, "MRN"))
    if not c.us:
        n.line("Hospital No: ", P(c.mrn, "MRN"), "   DOB: ", c.d(c.dob), "   Referral: 2WW received ", c.d(c.plus(-r.randint(10, 40))),
               " (day %d of 62-day pathway)" % r.randint(12, 58))
    else:
        n.line("DOB: ", c.d(c.dob), "   Insurance: ", P(r.choice(PL.INSURERS_US), "ORGANIZATION"))
    n.line("Presenting clinician: ", c.dr(c.ref, r.choice(["dr_last", "full_cred", "dr_init"])))
    n.line("Key worker / CNS: ", c.nurse.full(), "  ", P(c.phone(), "PHONE"))
    n.line("Performance status: ECOG %d. Comorbidities: %s." % (r.randint(0, 3), r.choice(["COPD, T2DM", "IHD with stents", "none significant", "CKD stage 3a, AF on apixaban"])))
    if r.random() < 0.5:
        n.add("Social: ")
        n.add(CM.history_extra(c))
        n.blank()
    n.blank()
    n.line("Clinical question: ", prob, " - staging and management.")
    n.line("Imaging reviewed:")
    d1 = c.plus(-r.randint(15, 40))
    d2 = d1 + dt.timedelta(days=r.randint(3, 12))
    n.line("  1. ", r.choice(["CT chest/abdomen/pelvis", "CT CAP", "Staging CT"]), " ", c.d(d1), " (acc ", P(c.gen_acc(), "IDNUM"), ")")
    n.line("  2. ", r.choice(["PET-CT FDG", "MRI", "US-guided biopsy", "Bone scan"]), " ", c.d(d2), " (acc ", P(c.gen_acc(), "IDNUM"), ")",
           [" performed at ", P(c.hosp2, "HOSPITAL")] if r.random() < 0.4 else "")
    n.line("Radiology opinion (", c.dr(c.rad, r.choice(["dr_last", "dr_init"])), "): ", prob, "; ", stage, ". ",
           r.choice(["No contralateral disease.", "Indeterminate 4 mm lung nodules, likely benign.", "Adrenals normal.",
                     "Small volume ascites; peritoneum otherwise clear."]))
    n.line("Pathology (", c.dr(c.person("DOCTOR"), "dr_last"), "): ", histo,
           ["; specimen ", P(c.specimen(), "IDNUM")] if "Pending" not in histo and "Not biopsied" not in histo else "", ".")
    n.blank()
    n.line("OUTCOME: " + outcome)
    n.line("Actions: ", r.choice(["CNS to inform patient by telephone", "Clinic appointment to discuss", "Letter to GP"]), "; ",
           c.dr(c.rad, "dr_last"), " to add MDT addendum to the imaging report.")
    if r.random() < 0.5:
        rel, fam = c.family(r.choice(["daughter", "son", "wife", "husband", "niece"]))
        n.line("Patient prefers contact via ", rel, " ", fam.full(),
               " on ", P(c.phone(), "PHONE"), ".")
    n.blank()
    att = [c.rad.full(), c.ref.full(), c.nurse.full(), c.person("DOCTOR").full(), c.person("DOCTOR").full()]
    k = r.randint(3, 5)
    n.line("Attendees: ", [[a, r.choice([" (Radiology)", " (Surgery)", " (Oncology)", " (Pathology)", " (CNS)", ""])] for a in att[:k]][0],
           [[", ", a] for a in att[1:k]])
    n.line("Quorate: ", r.choice(["yes", "yes (radiology and pathology present)", "no - deferred to next week"]))
    n.line("Recorded by MDT coordinator ", c.tech.full(), " (user ", c.tech.login(r.randint(1, 9)), ") ", c.d(meet))
