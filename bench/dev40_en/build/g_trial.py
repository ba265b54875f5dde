"""Genre: clinical trial visits (visit notes, consent/screening notes, SAE reports)."""
import datetime as dt

import clinical as CL
import locales as LC
import blocks as B
import story as S
from doc import Doc, X

KEY = "trial"

PHASE = ["phase III randomised, double-blind, placebo-controlled", "phase II open-label", "phase Ib/II dose-expansion",
         "phase III randomised open-label", "phase II single-arm"]


def _pid(R):
    return R.choice(["%03d-%04d" % (R.randint(100, 450), R.randint(1, 999)), "%s%03d%03d" % (R.choice(["GB", "AU", "IE", "US", "CA", "NZ"]), R.randint(1, 99), R.randint(1, 999)),
                     "S%d-%03d" % (R.randint(10, 99), R.randint(1, 999)), "%04d%03d" % (R.randint(1000, 9999), R.randint(1, 999))])


def _setup(C):
    R = C.R
    C.trial = R.choice(CL.TRIALS)
    C.phase = R.choice(PHASE)
    C.pid = _pid(R)
    C.rand = "R%06d" % R.randint(0, 999999)
    C.arm = R.choice(CL.TRIAL_ARMS)
    C.consent = C.days(-R.randint(40, 400))


def visit_note(C):
    R, L = C.R, C.L
    doc = Doc(L)
    p = C.pt
    _setup(C)
    cancer = S.pick_cancer(C)
    S.timeline(C, cancer, 60, 500)
    pi = C.staff("medonc", "pi")
    subi = C.staff("fellow", "subi")
    rn = C.staff("research", "rn")
    cyc = R.randint(2, 18)
    doc.line(R.choice(["CLINICAL TRIAL VISIT NOTE", "Research Visit - Source Document", "Clinical Research Unit - Study Visit",
                       "Trial visit record"]))
    doc.line(X("HOSPITAL", C.hosp.name), " - ", R.choice(["Cancer Clinical Trials Unit", "Oncology Research Office", "Clinical Research Facility"]))
    doc.blank()
    doc.line("Study: ", C.trial, " (", C.phase, ")")
    doc.line("Participant ID: ", X("IDNUM", C.pid), "    Randomisation no: ", X("IDNUM", C.rand))
    doc.line("Arm: ", C.arm)
    doc.line("Name: ", p.fml() if R.random() < 0.5 else p.LCF(), "   ", p.mrn_label, ": ", X("MRN", p.mrn), "   DOB: ", C.D(p.dob))
    doc.line("Visit: Cycle ", str(cyc), " Day 1 (Visit ", str(cyc + 2), ")   Date: ", C.D(C.today),
             "   Window: ", C.D(C.days(-3)), " - ", C.D(C.days(3)))
    doc.line("PI: ", pi.t_full(C.period), "   Sub-I: ", subi.t_full(C.period), "   Research nurse: ", rn.full())
    doc.line("Consent: ICF v", str(R.randint(2, 7)), ".0 signed ", C.D(C.consent), "; re-consent ",
             R.choice(["not required", "v" + str(R.randint(3, 8)) + ".0 signed today"]))
    doc.blank()
    if R.random() < 0.35:
        kind = R.choice(["palm", "fingerprint", "iris"])
        lab = {"palm": "palm-vein", "fingerprint": "fingerprint", "iris": "iris"}[kind]
        doc.line("Identity verification: ", lab, " biometric match (ID ", X("BIOID", LC.bioid(R, kind)), ") per site SOP.")
    doc.line("Interval history: ", "; ".join(R.sample(CL.TOX, 3)), ".")
    doc.line("Vitals: BP %d/%d, HR %d, T %.1f, Wt %.1f kg. ECOG %d." % (R.randint(100, 150), R.randint(60, 92), R.randint(58, 102),
                                                                         R.uniform(36.0, 37.5), R.uniform(48, 110), R.choice([0, 1, 1])))
    doc.blank()
    doc.line("Adverse events:")
    doc.line("  Term                          | Grade | Onset       | Resolved    | Related")
    for term in R.sample(CL.AE_TERMS, R.randint(2, 4)):
        on = C.days(-R.randint(5, 120))
        res = on + dt.timedelta(days=R.randint(3, 30))
        resp = [C.D(res)] if res < C.today and R.random() < 0.6 else ["ongoing"]
        doc.line("  ", term.ljust(29), " | ", str(R.randint(1, 3)), "     | ", C.D(on), " | ", *resp, " | ",
                 R.choice(["possibly", "unlikely", "probably", "not related"]))
    doc.blank()
    doc.line("Con meds: ", ", ".join(R.sample(CL.MEDS, 3)), " - no prohibited medications.")
    doc.line("Samples: PK and ctDNA collected ", "%02d:%02d" % (R.randint(8, 11), R.randint(0, 59)), "; central lab requisition ",
             X("IDNUM", "REQ%07d" % R.randint(0, 9999999)), ", shipped ambient.")
    kits = [X("IDNUM", "%06d" % R.randint(100000, 999999)) for _ in range(R.randint(1, 2))]
    doc.add("IP: kit no. ", kits[0])
    if len(kits) > 1:
        doc.add(" and ", kits[1])
    doc.add(" dispensed via IRT (transaction ", X("IDNUM", "TX-%08d" % R.randint(0, 99999999)), "); ",
            str(R.randint(0, 6)), " tablets returned from previous cycle.\n")
    if R.random() < 0.5:
        doc.line("ePRO: questionnaires completed on site tablet (device ", X("DEVICE", LC.device_serial(R, "TAB")), "); app login ",
                 X("USERNAME", "%s%s%03d" % (p.first[0].lower(), p.last[:4].lower().replace("'", "").replace(" ", ""), R.randint(1, 999))), ".")
    doc.blank()
    doc.line("Assessment: ", R.choice(["Tolerating study treatment. Continue.", "G2 AE - dose hold per protocol section 8.3.",
                                        "Stable disease on week 12 scan (RECIST 1.1). Continue.", "Eligible to continue to next cycle."]))
    doc.line("Next visit: C", str(cyc + 1), "D1 on ", C.D(C.days(21)), "; CT ", C.MY(C.days(R.randint(30, 70))), ".")
    if R.random() < 0.5 and p.family:
        f = R.choice(p.family)
        doc.line(C.His, " ", f.rel, " ", f.full(), " ", R.choice(["brought " + C.him + " today", "will bring " + C.him + " next time",
                                                                   "asked about travel reimbursement"]), ".")
    if R.random() < 0.3:
        doc.line("Travel reimbursement: mileage claim ", X("ACCOUNT", "%s-%06d" % (C.trial.split("-")[0][:3], R.randint(0, 999999))),
                 " submitted.")
    doc.blank()
    doc.line("Source completed by ", rn.full(), " (", rn.username(), ") ", C.D(C.today))
    doc.line("Reviewed: ", pi.t_full(C.period), R.choice(["", " - eligible to continue", " - AE causality confirmed"]))
    return doc


def consent_note(C):
    R, L = C.R, C.L
    doc = Doc(L)
    p = C.pt
    _setup(C)
    cancer = S.pick_cancer(C)
    S.timeline(C, cancer, 30, 200)
    inv = C.staff("medonc", "pi")
    rn = C.staff("research", "rn")
    doc.line(R.choice(["INFORMED CONSENT PROCESS NOTE", "Research consent discussion", "Trial Screening and Consent"]))
    doc.line(X("HOSPITAL", C.hosp.name), "   ", X("HOSPITAL", C.ward()) if R.random() < 0.4 else "Research clinic")
    doc.blank()
    B.pt_header(doc, C, style=R.choice(["table", "inline"]), show_addr=R.random() < 0.5)
    doc.line("Screening no: ", X("IDNUM", "SCR-%04d" % R.randint(1, 9999)), "   Study: ", C.trial)
    doc.blank()
    doc.add(C.ptl(), " (", C.age(), "F" if p.sex == "F" else "M", ") with ", C.dx, ", ", C.stage,
            ", was approached about the ", C.trial, " study (", C.phase, ") in clinic on ", C.D(C.days(-R.randint(7, 21))),
            " by ", inv.t_full(C.period), ". The patient information sheet was given at that visit. ")
    doc.add("Today, ", C.D(C.today), ", ", rn.full(), " met ", C.him)
    if R.random() < 0.5:
        doc.add(" in clinic room ", X("LOCATION_OTHER", str(R.randint(1, 20))))
    else:
        doc.add(" in the research office")
    fam = [f for f in p.family]
    if fam and R.random() < 0.7:
        f = R.choice(fam)
        doc.add(", with ", C.his, " ", f.rel, " ", f.full(), " present")
    doc.add(". ")
    doc.add("Study procedures, visit schedule, randomisation, potential risks (", ", ".join(R.sample(CL.AE_TERMS, 3)).lower(),
            ") and the right to withdraw were discussed. All questions answered. ")
    if R.random() < 0.35:
        doc.add("Consent was obtained electronically (eConsent session from IP ", X("IPADDR", LC.ip_addr(R)), ", audit ID ",
                X("IDNUM", "EC%08d" % R.randint(0, 99999999)), "). ")
    else:
        doc.add("ICF v", str(R.randint(2, 6)), ".0 signed and dated by the patient at ", "%02d:%02d" % (R.randint(9, 16), R.randint(0, 59)),
                " and by ", inv.t_last(C.period), "; a copy was given to the patient and the original filed in the ISF. ")
    doc.add("No study procedures were performed before consent.")
    doc.blank()
    doc.blank()
    doc.line("Eligibility (preliminary):")
    for it in R.sample(["ECOG 0-1: yes", "Measurable disease per RECIST: yes", "Adequate organ function: bloods pending",
                        "No active CNS metastases: yes", "No prior anti-PD-1: yes", "Archival tissue available (block " + "#)",
                        "LVEF >= 50%: echo booked", "Negative pregnancy test: N/A"], 4):
        if it.endswith("#)"):
            doc.line("  - Archival tissue available (block ", X("IDNUM", LC.accession(R, C.t["bx"].year)), ")")
        else:
            doc.line("  - ", it)
    doc.blank()
    doc.line("Screening visit: ", C.WD(C.days(R.randint(2, 10)), True), ". Patient contact: ", X("PHONE", p.mobile))
    if R.random() < 0.4:
        doc.line("Patient prefers email: ", X("EMAIL", p.email))
    doc.line("Trial unit contact given: ", X("PHONE", C.phone("land")), ", ", X("URL", "www." + C.trial.lower() + "-study.org"))
    doc.blank()
    doc.line(rn.full(), ", ", rn.creds or "Research Nurse", "   ", C.D(C.today))
    if R.random() < 0.4:
        lab, v = LC.nurse_licence(R, L)
        doc.line(lab, " ", X("LICENSE", v))
    return doc


def sae_report(C):
    R, L = C.R, C.L
    doc = Doc(L)
    p = C.pt
    _setup(C)
    cancer = S.pick_cancer(C)
    S.timeline(C, cancer, 60, 400)
    pi = C.staff("medonc", "pi")
    rep = C.staff("research", "rn")
    onset = C.days(-R.randint(1, 4))
    adm = onset + dt.timedelta(days=R.randint(0, 1))
    doc.line("SERIOUS ADVERSE EVENT REPORT - INITIAL")
    doc.line("Study: ", C.trial, "   Site: ", X("HOSPITAL", C.hosp.name))
    doc.line("Participant ID: ", X("IDNUM", C.pid), "   Initials: ", p.initials(dots=R.random() < 0.5), "   Sex: ", p.sex,
             "   Year of birth: ", C.YR(p.dob), "   Age: ", C.age())
    doc.line("Randomisation: ", X("IDNUM", C.rand), "   Treatment: ", C.arm)
    doc.blank()
    doc.line("Event term: ", R.choice(["Febrile neutropenia", "Pneumonitis", "Colitis", "Pulmonary embolism", "Acute kidney injury",
                                        "Sepsis (line-related)", "Immune-mediated hepatitis", "Hyponatraemia"]))
    doc.line("Onset: ", C.D(onset), "   Hospitalised: ", C.D(adm), " to ", X("HOSPITAL", C.ward() if R.random() < 0.6 else C.make_inst("hospital").name),
             ", bed ", X("LOCATION_OTHER", str(R.randint(1, 30))))
    doc.line("Seriousness: ", R.choice(["hospitalisation", "life-threatening", "hospitalisation / medically important"]))
    doc.line("CTCAE grade: ", str(R.choice([3, 3, 4])), "   Outcome: ", R.choice(["recovering", "not yet recovered", "recovered"]))
    doc.line("Last dose of IP: ", C.D(onset - dt.timedelta(days=R.randint(3, 14))), "   Action taken: ", R.choice(["dose interrupted", "drug withdrawn", "none"]))
    doc.line("Causality (investigator): ", R.choice(["related", "possibly related", "not related"]))
    doc.blank()
    doc.add("Narrative: ", C.pt.initials(), " is a ", C.age(), "-year-old ", "woman" if p.sex == "F" else "man", " with ", C.dx,
            " enrolled on ", C.D(C.consent), ". On ", C.D(onset), " ", C.he, " presented to ", X("HOSPITAL", C.make_inst("hospital").name),
            R.choice([" emergency department", ""]), " with ", R.choice(["fever 38.9 and rigors", "breathlessness and hypoxia",
                                                                       "grade 3 diarrhoea", "confusion", "chest pain"]),
            ". ", R.choice(["Treated with IV antibiotics per neutropenic sepsis protocol.", "Started on methylprednisolone 2 mg/kg.",
                            "CTPA confirmed segmental PE; started LMWH.", "Managed with IV fluids."]), " ")
    doc.add("Accession of relevant cultures: ", X("IDNUM", LC.accession(R, onset.year)), ".")
    doc.blank()
    doc.blank()
    doc.line("Reporter: ", rep.full(), "   Tel: ", X("PHONE", C.phone("land") + LC.extension(R, L)), "   Fax: ", X("FAX", C.hosp.fax))
    doc.line("Email: ", X("EMAIL", rep.email_local() + "@" + C.hosp.domain))
    doc.line("Investigator signature: ", pi.t_full(C.period), "   Date: ", C.D(C.days(1) if R.random() < 0.3 else C.today))
    doc.line("Sent to sponsor pharmacovigilance by secure fax/email within 24 h of awareness (", C.D(C.today), ").")
    return doc


def generate(C):
    R = C.R
    v = R.choices([visit_note, consent_note, sae_report], [5, 3, 2])[0]
    return v(C), v.__name__
