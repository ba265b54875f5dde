"""Genre 7: clinical research study visit notes and adverse-event forms."""
from core import *  # noqa
from world import *  # noqa
import clin
import pools as PL

STUDIES = [("HALCYON-2", "a phase 3 trial of an oral factor XIa inhibitor vs apixaban in AF"),
           ("BRIGHTWAVE", "a phase 2 randomised trial of a GLP-1/GIP co-agonist in obesity with knee OA"),
           ("KESTREL-HF", "a pragmatic trial of remote monitoring in heart failure"),
           ("LUMEN-301", "a phase 3 study of an anti-IL-23 antibody in moderate-severe Crohn's disease"),
           ("PATHFINDER-ALZ", "an observational cohort with amyloid PET and plasma p-tau217"),
           ("TIDEPOOL", "a phase 1b dose-escalation study of a KRAS G12C inhibitor combination"),
           ("NORTHSTAR-Asthma", "a 52-week trial of a TSLP antibody in severe eosinophilic asthma")]

AES = [("Headache", "Grade 1", "Not related"), ("Injection site reaction", "Grade 1", "Related"),
       ("Nausea", "Grade 2", "Possibly related"), ("ALT increased", "Grade 3", "Probably related"),
       ("Urinary tract infection", "Grade 2", "Unlikely related"), ("Syncope", "Grade 3", "Unlikely related"),
       ("Neutropenia", "Grade 3", "Related"), ("Rash maculo-papular", "Grade 2", "Possibly related"),
       ("Fall with wrist fracture", "Grade 3", "Not related"), ("Epistaxis", "Grade 1", "Possibly related")]


def _labs(rng, c):
    out = ["Central lab results (%s, lab kit %s):" % (c.d(-rng.randint(1, 8)), idn(fmt_id(rng, "K#######")))]
    out.append("| Analyte | Value | Units | Ref | CS/NCS |")
    out.append("|---|---|---|---|---|")
    for n, v, u, r, f in clin.lab_rows(rng, rng.randint(6, 10)):
        out.append("| %s | %s | %s | %s | %s |" % (n, v, u, r, ("CS" if rng.random() < 0.3 else "NCS") if f else "-"))
    return out


def visit_note(rng, c):
    name, desc = rng.choice(STUDIES)
    c.set_age(22, 84)
    sponsor = rng.choice(PL.SPONSORS)
    subj = fmt_id(rng, rng.choice(["###-####", "S##-###", "####-###-##", "@@-###-###"]))
    lines = []
    lines.append("RESEARCH STUDY VISIT NOTE")
    lines.append("Study: %s (%s)" % (name, desc))
    lines.append("Sponsor: %s   Site: %s, %s" % (org(sponsor), hosp(c.hosp), rng.choice(["Clinical Research Unit", "Research Office", "CRF"])))
    lines.append("PI: %s   Sub-I: %s   Coordinator: %s" % (c.md.ref(), c.md2.ref(), dr(c.rn.full())))
    lines.append("")
    lines.append("Subject ID: %s   Screening No: %s   Randomisation No: %s" % (idn(subj), idn(fmt_id(rng, "SCR-####")), idn(fmt_id(rng, "R####"))))
    lines.append("Participant: %s   %s: %s   DOB: %s" % (pt(c.pt.full()), c.nhs_or_mrn_header()[0][0], c.nhs_or_mrn_header()[0][1], c.dobs()))
    lines.append("Visit: %s   Date: %s   Window: %s to %s" % (rng.choice(["Week 4", "Day 29", "Visit 6 (Week 12)", "Month 6", "EOT", "Unscheduled"]),
                                                            c.d(), c.d(-3, "iso"), c.d(3, "iso")))
    lines.append("")
    lines.append("Informed consent: v%d.0 dated %s re-consented on %s by %s; copy given. LAR: %s." % (
        rng.randint(2, 6), c.d(-rng.randint(60, 300)), c.d(-rng.randint(1, 30)), dr(c.rn.full()),
        rng.choice(["n/a", "%s (%s)" % (fam(c.fam.full()), c.rel)])))
    lines.append("")
    lines.append("Interval history: %s %s, %s. %s Since last visit on %s: %s" % (
        c.age_str(), "female" if c.pt.sex == "F" else "male", rng.choice(["enrolled " + dt(fdate(rng, shift(c.date, -200), c.loc, "monyr")),
                                                                         "randomised " + c.d(-rng.randint(30, 300))]),
        rng.choice(["Works as %s." % prof(c.job), "Retired %s." % prof(c.job), ""]),
        c.d(-rng.randint(14, 60)), rng.choice(["no hospitalisations.", "ED visit at %s for %s." % (hosp(hospital_name(rng, c.loc)), rng.choice(["chest pain, troponin negative", "gastroenteritis"])),
                                               "travelled to %s." % country(rng.choice(PL.COUNTRIES))])))
    lines.append("Con meds changes: " + rng.choice(["none", "started " + clin.med_list(rng, 1, c.loc)[0], "stopped omeprazole"]))
    lines.append("Vitals (triplicate BP seated 5 min): %s" % clin.vitals(rng, c.loc))
    lines.append("ECG: sinus rhythm %d bpm, QTcF %d ms. Read by %s." % (rng.randint(55, 95), rng.randint(380, 470), dr(Person(rng).full())))
    lines.append("")
    lines.append("Procedures:")
    items = ["Safety bloods drawn %s, central lab kit %s, airway bill %s." % (ftime(rng), idn(fmt_id(rng, "K#######")), idn(fmt_id(rng, "############"))),
             "PK sample pre-dose and 2 h post-dose; tube labels %s / %s." % (idn(fmt_id(rng, "PK-####-##")), idn(fmt_id(rng, "PK-####-##"))),
             "Questionnaires on site tablet (device %s): %s." % (dev(device_sn(rng)), rng.choice(["KCCQ 64", "CDAI 188", "ACQ-5 1.8", "WOMAC 42", "EQ-5D VAS 70"])),
             "Wearable activity monitor %s issued; return due %s." % (dev(device_sn(rng)), c.d(rng.randint(7, 14), "dmonname")),
             "Home spirometer serial %s uploaded; FEV1 %.2f L." % (dev(device_sn(rng)), rng.uniform(1.1, 3.8)),
             "IP dispensed: kit %s and %s; returned kit %s, compliance %d%% by pill count." % (idn(fmt_id(rng, "######")), idn(fmt_id(rng, "######")),
                                                                                              idn(fmt_id(rng, "######")), rng.randint(72, 100)),
             "Retinal imaging for biometric identity check (sub-study): image ID %s." % bio(bioid_val(rng))]
    for it in rng.sample(items, rng.randint(3, 6)):
        lines.append("- " + it)
    lines.append("")
    lines.extend(_labs(rng, c))
    lines.append("Eligibility re-confirmed: inclusion 1-%d met; exclusion criteria none met (checked by %s)." % (rng.randint(6, 12), c.md2.ref()))
    lines.append("")
    lines.append("AEs: " + rng.choice(["none new.", "see AE form.", "headache ongoing from prior visit, grade 1."]))
    lines.append("Stipend: %s paid to account ending %s." % ({"US": "$75", "GB": "GBP 40", "CA": "CAD 60", "AU": "AUD 50"}[c.loc], acct(digits(rng, 4))))
    lines.append("Next visit: %s. Reminder to %s and %s." % (c.d(rng.randint(21, 35), rng.choice(["wlong", "wdlong", "wshort", "long", "dlong"])), tel(c.mobile), email(c.email)))
    lines.append("")
    lines.append("%s, Study Coordinator   %s" % (dr(c.rn.full()), c.d()))
    lines.append("Reviewed: %s (PI) %s" % (c.md.ref(), c.d(rng.randint(1, 6))))
    lines.append("EDC entered by %s on %s; data source %s" % (usr(c.rn.username()), c.d(rng.randint(0, 3)), url("https://edc.%s.example.com/study/%s" % (ascii_slug(sponsor)[:10], name.lower()))))
    return "\n".join(lines)


def ae_form(rng, c):
    name, desc = rng.choice(STUDIES)
    sponsor = rng.choice(PL.SPONSORS)
    ae = rng.choice(AES)
    c.set_age(22, 84)
    serious = rng.random() < 0.5
    lines = []
    lines.append("%s - %s" % ("SERIOUS ADVERSE EVENT REPORT" if serious else "ADVERSE EVENT FORM", name))
    lines.append("Sponsor: %s   Safety fax: %s   Safety email: %s" % (org(sponsor), c.fx(), email("drugsafety@" + ascii_slug(sponsor)[:12] + ".example.com")))
    lines.append("")
    lines.append("SECTION A - SUBJECT")
    rows = [("Subject ID", idn(fmt_id(rng, "###-####"))), ("Initials", pt(c.pt.initials(False))), ("Year of birth", dt(str(c.dob.year))),
            ("Age at onset", age(c.age)), ("Sex", c.pt.sex), ("Weight", "%d kg" % rng.randint(45, 120)),
            ("Site", hosp(c.hosp)), ("Investigator", c.md.ref())]
    for k, v in rows:
        lines.append("  [%-14s] %s" % (k, v))
    lines.append("")
    lines.append("SECTION B - EVENT")
    lines.append("  Term (MedDRA PT): %s" % ae[0])
    lines.append("  Onset: %s   Resolved: %s" % (c.d(-rng.randint(1, 10)), rng.choice(["ongoing", c.d(rng.randint(0, 10))])))
    lines.append("  Severity: %s   Relationship to IP: %s" % (ae[1], ae[2]))
    if serious:
        lines.append("  Seriousness: [X] hospitalisation  [ ] death  [ ] life-threatening  [ ] disability")
        lines.append("  Hospital: %s, admitted %s, discharged %s, ward %s bed %s" % (
            hosp(hospital_name(rng, c.loc)), c.d(-rng.randint(1, 5)), c.d(rng.randint(0, 4)), hosp(rng.choice(PL.WARDS)), loc(str(rng.randint(1, 28)))))
        lines.append("  Hospital record no.: %s   Admission no.: %s" % (mrn(fmt_id(rng, "########")), acct(acct_val(rng))))
    lines.append("  Action taken with IP: %s" % rng.choice(["dose interrupted", "none", "drug withdrawn", "dose reduced"]))
    lines.append("  Outcome: %s" % rng.choice(["recovered", "recovering", "not recovered", "recovered with sequelae"]))
    lines.append("")
    lines.append("SECTION C - NARRATIVE")
    narr = ("A %s %s participant in %s (randomised %s, last dose %s) %s. " % (
        c.age_str(), "female" if c.pt.sex == "F" else "male", name, c.d(-rng.randint(40, 200)), c.d(-rng.randint(0, 3)),
        rng.choice(["presented to the site with the above event", "called the site coordinator", "was seen in the ED"])))
    narr += "The participant's %s, %s, reported the event by phone (%s). " % (c.rel, fam(c.fam.full()), tel(fphone(rng, c.loc, mobile=True)))
    narr += rng.choice(["Labs: ALT 212 U/L, AST 168 U/L, bilirubin normal; hepatitis serology negative. ",
                        "ANC 0.8 x10^9/L, afebrile. ", "CT head negative; orthostatic BP drop 28 mmHg. ",
                        "Urine culture grew E. coli, treated with cephalexin. "])
    narr += "Medical history includes %s. Concomitant: %s. " % (", ".join(rng.sample(clin.PROBLEMS, 2)), ", ".join(clin.med_list(rng, 3, c.loc)))
    narr += "Site staff %s contacted the medical monitor %s on %s." % (dr(c.rn.full()), dr(Person(rng).full()), c.d(0, rng.choice(["long", "dlong", "iso"])))
    lines.append(wrap(narr))
    lines.append("")
    lines.append("Concomitant medications:")
    lines.append("  %-36s %-12s %s" % ("Drug / dose", "Start", "Indication"))
    for m in clin.med_list(rng, rng.randint(3, 6), c.loc):
        st = fdate(rng, shift(c.date, -rng.randint(20, 3000)), c.loc, rng.choice(["monyr", "year", "iso", "mon3yr"]))
        lines.append("  %s %s %s" % (vpad(m[:36], 36), vpad(dt(st), 12), rng.choice(["HTN", "pain", "T2DM", "AF", "GERD", "prophylaxis", "insomnia"])))
    lines.append("")
    lines.extend(["  " + x for x in _labs(rng, c)])
    lines.append("")
    lines.append("SECTION D - REPORTER")
    lines.append("  Name: %s  Role: %s" % (dr(c.rn.full()), rng.choice(["CRC", "Research Nurse", "Sub-Investigator"])))
    lines.append("  Phone: %s   Email: %s" % (c.ph(ext=rng.random() < 0.4), email(c.rn.email(rng.choice(["example.org", "research.example.org"])))))
    lines.append("  Date reported to sponsor: %s (within 24 h of awareness %s)" % (c.d(1), c.d(0, "iso")))
    lines.append("  Investigator signature: %s   Date: %s" % (c.md.sig(), c.d(2)))
    lines.append("  Sponsor case no.: %s   Query ID: %s" % (idn(fmt_id(rng, "@@-####-######")), idn(fmt_id(rng, "Q-#####"))))
    lines.append("  Submitted via portal %s from %s" % (url("https://safety.%s.example.net/sae" % ascii_slug(sponsor)[:10]), ip(private_ip(rng))))
    return "\n".join(lines)


def gen(rng, c):
    return visit_note(rng, c) if rng.random() < 0.55 else ae_form(rng, c)
