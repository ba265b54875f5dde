"""Genres of this author's choosing: neuromuscular MDT meeting summary; inpatient discharge summary."""
import phi
import common as K
import narr as R
import pools_clinical as C
import pools_places as PL
from doc import P

MDT_ROLES = [("cons", "Consultant Neurologist"), ("reg", "Neurology Registrar"), ("cns", "Clinical Nurse Specialist"),
             ("physio", "Physiotherapist"), ("orth", "Orthotist"), ("resp", "Respiratory Physician"), ("card", "Cardiologist"),
             ("gc", "Genetic Counsellor"), ("slt", "Speech and Language Therapist"), ("diet", "Dietitian"),
             ("ot", "Occupational Therapist"), ("psych", "Clinical Psychologist"), ("sw", "Social Worker"), ("pharm", "Pharmacist")]

QUESTIONS = {
    "dystrophy": ["timing of steroid switch to vamorolone given weight gain", "eligibility for exon-skipping therapy",
                  "scoliosis surgery referral (Cobb angle 38 degrees)", "transition to adult services"],
    "sma": ["continuation criteria for risdiplam vs switch to nusinersen", "spinal fusion and intrathecal access",
            "gene therapy eligibility (weight and AAV9 antibodies)"],
    "mg": ["escalation to complement inhibitor after failure of two immunosuppressants", "thymectomy candidacy",
           "refractory MG - FcRn inhibitor funding application"],
    "myositis": ["IVIG continuation after 6 cycles", "rituximab vs methotrexate as steroid-sparing agent", "cancer screening (PET-CT)"],
    "neuropathy": ["IVIG dose reduction trial (INCAT stable)", "foot surgery opinion (cavovarus)", "genetic panel negative - next steps"],
    "myotonic": ["pacemaker vs EP study", "hypersomnolence - modafinil trial", "anaesthetic risk before cholecystectomy"],
    "metabolic": ["switch from alglucosidase to avalglucosidase", "home infusion set-up"],
    "mnd": ["gastrostomy timing (FVC 52%, weight loss 8%)", "NIV initiation", "advance care planning and ReSPECT form"],
}


def mdt(d, c):
    rng = c.rng
    v = c.visit
    d.add([P(c.nmc, "HOSPITAL"), "\n", rng.choice(["NEUROMUSCULAR MDT MEETING - SUMMARY", "Multidisciplinary team meeting: outcome record",
                                                   "NMD MDT MINUTES (patient extract)"]), "\n\n"])
    d.add(["Date: ", c.d(v, rng.choice(["wk", None, None])), "  13:00-15:30   Venue: ",
           P(rng.choice(PL.BUILDINGS), "LOCATION_OTHER"), rng.choice([", Seminar Room 2", " / MS Teams", ", Room 3.14"]), "\n"])
    d.add(["Chair: ", c.dr("cons", "drf"), "\n"])
    roles = rng.sample(MDT_ROLES[1:], rng.randint(4, 8))
    d.t("Attendees: ")
    parts = []
    for r, lab in roles:
        parts.append([c.dr(r, "drf") if r in ("reg", "resp", "card") else c.dr(r, "full"), " (" + lab + ")"])
    for i, p in enumerate(parts):
        d.add(([", "] if i else []) + p)
    d.t("\n")
    if rng.random() < 0.5:
        d.add(["Apologies: ", c.dr("apol", "full"), " (", rng.choice(["Orthopaedics", "Palliative Care", "Endocrinology"]), ")\n"])
    d.t("\n")
    n = rng.randint(2, 9)
    d.add(["Patient %d of %d\n" % (n, n + rng.randint(1, 6))])
    d.add(["Name: ", c.pn(rng.choice(["LF", "full"])), "   DOB: ", c.dob_p(), " (", c.age_p(), ("m" if c.months is not None else "y"),
           ")   "] + c.ids() + ["\n"])
    d.add(["Diagnosis: ", c.cond["name"], "\n", "Presenting: ", c.dr("reg", "dr"), "\n"])
    q = rng.choice(QUESTIONS[c.cond["grp"]])
    d.t("Question for MDT: %s\n\n" % q)
    d.t("Background: ")
    R.onset(d, c)
    d.t(rng.choice(["Last CK %s. " % "{:,}".format(rng.randint(*K.ck_range(c))), "FVC %d%% predicted. " % rng.randint(30, 95)]))
    d.t(R.scale_str(c) + ". ")
    if rng.random() < 0.5:
        d.add(["Lives in ", P(c.city, "CITY"), " with ", c.his, " ", rng.choice(["parents", "partner", "two children"]), ". "])
    if rng.random() < 0.4:
        d.add(["Seen by ", c.dr("ext", "drf"), " at ", P(phi.hospital(rng, c.country, "hosp"), "HOSPITAL"), " on ",
               c.d(phi.plus(v, -rng.randint(20, 200))), " for a second opinion. "])
    d.t("\n\nDiscussion:\n")
    names = [r for r, _ in roles]
    pts = ["deterioration in transfers since the last MDT", "poor NIV adherence at home",
           "that the family are keen to proceed", "concern about swallowing safety on video fluoroscopy",
           "funding application needs updated outcome scores", "carer strain - social care review needed",
           "bone health: vitamin D low despite supplement", "school attendance 72% this term" if c.child else
           "work capability assessment due", "weight loss of 4 kg since last review"]
    for pt in rng.sample(pts, rng.randint(2, 4)):
        r = rng.choice(names)
        d.add(["- ", c.dr(r, "first"), " ", rng.choice(["noted", "reported", "raised", "felt"]), " ", pt, ".\n"])
    if rng.random() < 0.4:
        d.t(K.hard_neg_line(c))
    d.t("\nOutcome: %s.\n\n" % rng.choice(["Proceed; application to be submitted", "Not recommended at present; re-discuss in 6 months",
                                           "Further investigations before decision", "Refer to regional specialised commissioning panel"]))
    d.t("Actions                                   Owner            Due\n")
    for _ in range(rng.randint(2, 4)):
        r = rng.choice(names)
        d.add(["%-41s " % rng.choice(["Write to GP and patient", "Book whole-body muscle MRI", "Complete funding form",
                                       "Arrange home visit", "Repeat lung function", "Refer to Palliative Care",
                                       "Request echo + Holter", "Contact school re care plan"]), c.dr(r, "fi"), "   ",
               c.d(phi.plus(v, rng.randint(7, 60)), rng.choice(["num", "dm", None])), "\n"])
    d.add(["\nNext MDT: ", c.d(phi.plus(v, rng.choice([14, 28, 35])), rng.choice(["wk", None])), "\n"])
    d.add(["Minutes: ", c.dr("sec", "full"), " (", c.user("sec"), ")\n"])


ADMIT = {
    "mg": ("Myasthenic crisis with type 2 respiratory failure", "IVIG 2 g/kg over 5 days and plasma exchange x 5 ({r1} to {r2}); "
           "intubated for 4 days on ICU; pyridostigmine withheld while ventilated; prednisolone restarted at 10 mg and titrated."),
    "dystrophy": ("Lower respiratory tract infection with acute-on-chronic hypercapnic respiratory failure",
                  "IV co-amoxiclav then oral doxycycline; NIV increased to near-continuous use ({r1} to {r2}); cough assist 4-hourly; "
                  "stress-dose hydrocortisone while unwell (on long-term steroids)."),
    "sma": ("Aspiration pneumonia", "IV piperacillin-tazobactam; NIV and secretion management with cough assist; NG feeding "
                                   "({r1} to {r2}) then gastrostomy discussed."),
    "myositis": ("Relapse of myositis with dysphagia", "IV methylprednisolone 1 g daily x 3 ({r1} to {r2}), IVIG 2 g/kg; SLT review "
                                                       "- modified diet (IDDSI level 5)."),
    "neuropathy": ("CIDP relapse with loss of walking", "IVIG 2 g/kg ({r1} to {r2}); INCAT improved from 6 to 3; physio daily."),
    "myotonic": ("Paroxysmal AF with complete heart block", "Temporary wire {r1}; dual-chamber pacemaker implanted {r2}; "
                                                            "anticoagulated with apixaban."),
    "metabolic": ("Type 2 respiratory failure", "NIV initiated ({r1} to {r2}); ERT infusion given on the ward."),
    "mnd": ("Aspiration pneumonia and weight loss", "IV antibiotics; RIG inserted {r2}; NIV started ({r1})."),
}


def discharge(d, c):
    rng = c.rng
    adm = c.visit
    los = rng.randint(3, 24)
    dis = phi.plus(adm, los)
    dx, course = ADMIT[c.cond["grp"]]
    d.add([P(c.hosp, "HOSPITAL"), "\n", rng.choice(["DISCHARGE SUMMARY", "Inpatient Discharge Letter", "HOSPITAL DISCHARGE SUMMARY"]), "\n\n"])
    d.add(["Patient: ", c.pn(rng.choice(["LF", "LFM", "full"])), "   DOB: ", c.dob_p(), "   Age: ", c.age_p(), "   Sex: ", c.sex, "\n"])
    d.add(c.ids() + ["   ", rng.choice(["FIN: ", "Acct: ", "Spell no: "]), P(phi.account(rng), "ACCOUNT"), "\n"])
    d.add(["Address: "] + c.addr("pt") + ["\n"])
    if c.ssn and rng.random() < 0.7:
        d.add(["SSN: " if c.country == "US" else "SIN: ", P(c.ssn, "SSN"), "\n"])
    if c.country == "US":
        d.add(c.plan_pieces() + ["\n"])
    d.add(["Admitted: ", c.d(adm), " via ", rng.choice(["ED", "direct admission from clinic", "transfer"]),
           "   Discharged: ", c.d(dis), "\n"])
    ward = rng.choice(PL.WARD_NAMES)
    d.add(["Ward: ", P(ward, "HOSPITAL"), ", bed ", P(str(rng.randint(1, 32)), "LOCATION_OTHER"), "   Consultant: ",
           c.dr("cons", "drf"), "\n"])
    d.add([c.gp_word(), ": ", c.dr("gp", "drf"), ", ", P(c.practice, "HOSPITAL"), ", tel ", P(phi.phone(rng, c.country), "PHONE"),
           ", fax ", P(phi.phone(rng, c.country), "FAX"), "\n\n"])
    d.t("Principal diagnosis: %s\nBackground: %s (%s)\n\n" % (dx, c.cond["name"], c.cond["abbr"]))
    how = rng.choice(["brought in by ambulance with", "presented with", "referred by "])
    d.add(["Presentation: ", c.age_adj(), " ", c.sexword(), " ", how])
    if how.endswith("by "):
        d.add([c.dr("gp", "dr"), " with"])
    d.t(" %s over %d days. " % (rng.choice(["increasing breathlessness and weak cough", "dysphagia and ptosis", "fever and productive cough",
                                            "inability to stand", "palpitations and presyncope"]), rng.randint(2, 10)))
    d.add(["Observations on arrival: ", R.vitals_line(c), ". VBG pH %.2f, pCO2 %.1f kPa.\n\n" % (rng.uniform(7.22, 7.40), rng.uniform(5.5, 10.5))])
    r1 = phi.plus(adm, rng.randint(0, 2))
    r2 = phi.plus(r1, rng.randint(3, 6))
    d.t("Hospital course:\n")
    d.f(course, r1=c.d(r1), r2=c.d(r2))
    d.t(" " + rng.choice(["Transferred to ICU on day %d and stepped down after %d days. " % (rng.randint(1, 3), rng.randint(2, 6)),
                          "Remained on the ward throughout. ", "Reviewed daily by the neuromuscular team. "]))
    if rng.random() < 0.5:
        d.add(["Family (", c.fn(rng.choice(["wife", "mother", "husband", "daughter"]), "full"), ") updated by phone on ",
               c.d(phi.plus(adm, rng.randint(1, los))), ". "])
    if rng.random() < 0.3:
        d.add(["Missed ", P(rng.choice(phi.HOLIDAYS[c.country]), "DATE"), " at home; ", rng.choice(["chaplaincy visited", "family visited"]), ". "])
    d.t("\n\nResults: ")
    K.lab_inline(d, c, rng.sample(["CK", "CRP", "WCC", "Hb", "Na", "K", "Creat", "BNP", "Trop"], 5))
    d.t(". CXR: %s.\n\n" % rng.choice(["right lower lobe consolidation", "clear", "bibasal atelectasis", "small left effusion"]))
    d.t("Discharge medications:\n")
    meds = c.meds()
    for m in meds:
        d.t("- %s%s\n" % (m, rng.choice(["", "", "", "  [NEW]", "  [CHANGED]"])))
    if rng.random() < 0.5:
        d.t("- STOPPED: %s\n" % rng.choice(["ciprofloxacin (may worsen MG)", "magnesium sulfate", "clarithromycin (QT)"]
                                            if c.cond["grp"] == "mg" else
                                            ["atorvastatin (myopathy risk)", "clarithromycin (QT)", "zopiclone (respiratory depression)"]))
    if rng.random() < 0.5:
        d.t(K.hard_neg_line(c))
    d.t("\nFollow-up:\n")
    d.add(["- Neuromuscular clinic with ", c.dr("cons", "dr"), " on ", c.d(phi.plus(dis, rng.randint(14, 60))), "\n"])
    if rng.random() < 0.6:
        d.add(["- Home NIV via ", P(rng.choice(PL.SUPPLIERS[:2]), "ORGANIZATION"), "; ventilator SN ", P(phi.serial(rng, "vent"), "DEVICE"), "\n"])
    d.t("- %s\n" % rng.choice(["Community respiratory team to visit within 48 h", "Bloods (FBC, U&E, LFT) with GP in 1 week",
                               "District nurse for pressure area care", "SLT outpatient follow-up"]))
    d.add(["Next of kin: ", c.fn(rng.choice(["wife", "husband", "mother", "son", "daughter", "partner"]), "full"), ", ",
           c.tel("mob"), "\n"])
    pend = rng.choice(["anti-MuSK antibodies", "blood cultures (no growth at 48 h)", "CT thorax report", "genetic panel (", "none"])
    d.add(["Pending at discharge: ", pend])
    if pend.endswith("("):
        d.add(["ref ", P(phi.idnum(rng, "gen", adm.year), "IDNUM"), ")"])
    d.t("\n\n")
    d.add(["Discharging doctor: ", c.dr("reg", "drf"), ", ", rng.choice(["PGY-2", "Resident", "PGY-3"] if c.country == "US" else ["FY2", "SHO", "Registrar", "Resident"]), ", bleep ",
           P(phi.pager(rng), "PHONE"), "\n"])
    if rng.random() < 0.5:
        d.add(["DEA ", P(phi.license(rng, c.country, "dea"), "LICENSE"), "\n"] if c.country == "US" else
              ["Prescriber no. ", P(phi.license(rng, c.country), "LICENSE"), "\n"])
    K.sys_footer(d, c, "reg", dis)
