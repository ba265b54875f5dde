"""Genres: sample release / MTA request, participant withdrawal form,
incidental finding feedback letter."""
import datetime as dt
from ctx import SAMPLE_TYPES, CONDITIONS, DAC_DATASETS, genders, amount, prof
import pools as P
from genres1 import _ids_block

PROJECTS = ["Circulating proteomic markers of early pancreatic cancer",
            "Germline modifiers of response to anti-TNF therapy in Crohn's disease",
            "Cell-free DNA methylation signatures in colorectal adenoma",
            "Immune repertoire profiling in multiple sclerosis relapse",
            "Metabolomic predictors of progression in CKD stage 3",
            "Spatial transcriptomics of HGSC tumour microenvironment",
            "Validation of a plasma p-tau217 assay in memory clinic attenders",
            "Polygenic risk and statin response in familial hypercholesterolaemia",
            "Autoantibody panels in Sjogren's syndrome", "Somatic mutations in Barrett's oesophagus"]
FUNDERS = {"UK": ["MRC", "NIHR", "CRUK"], "US": ["NIH R01", "NCI U01", "DoD CDMRP"],
           "CA": ["CIHR", "Genome Canada"], "AU": ["NHMRC", "MRFF"], "IE": ["HRB", "SFI"]}
FINDINGS = [
    ("genetic", "a likely pathogenic variant in the BRCA2 gene (c.5946delT, p.Ser1982fs)",
     "an increased risk of breast, ovarian and prostate cancer"),
    ("genetic", "a pathogenic variant in the LDLR gene (c.681C>G) associated with familial hypercholesterolaemia",
     "high cholesterol from a young age and early heart disease"),
    ("genetic", "a pathogenic variant in MLH1 consistent with Lynch syndrome",
     "an increased risk of bowel and womb cancer"),
    ("genetic", "a pathogenic variant in MYBPC3 associated with hypertrophic cardiomyopathy",
     "thickening of the heart muscle"),
    ("imaging", "an abdominal aortic aneurysm measuring 4.6 cm on the research MRI scan",
     "a widening of the main blood vessel in the abdomen"),
    ("imaging", "a 9 mm nodule in the right upper lobe of the lung on the research CT",
     "a small spot on the lung that needs a repeat scan"),
    ("imaging", "a 14 mm lesion in the left kidney on the research MRI",
     "a kidney lump that should be assessed further"),
    ("blood", "an HbA1c of 58 mmol/mol on the research blood sample",
     "a blood sugar level in the diabetes range"),
    ("blood", "a platelet count of 38 x 10^9/L and an abnormal blood film",
     "a low platelet count that needs repeating"),
    ("blood", "a serum calcium of 3.02 mmol/L (adjusted) with PTH 9.8 pmol/L",
     "a raised calcium level"),
]


def _requester(ctx, foreign=False):
    g = ctx.g
    if foreign:
        other = g.pick([c for c in ["UK", "US", "CA", "AU", "IE"] if c != ctx.c])
        from phi import Gen
        g2 = Gen(g.r, other)
        return g2, other
    return g, ctx.c


def release_request(ctx, n):
    g = ctx.g
    d = ctx.today
    foreign = g.chance(0.3)
    g2, rc = _requester(ctx, foreign)
    app = g2.staff(role=g.pick(["Senior Research Fellow", "Associate Professor", "Postdoctoral Researcher",
                                "Group Leader", "Principal Scientist"]), doctor=g.chance(0.5))
    app.dr = True
    commercial = g.chance(0.3)
    inst = g2.company() if commercial else g2.university()
    reqno = g.ref("REQ", d)
    n.line(("ORGANIZATION", ctx.bank))
    n.line(g.pick(["SAMPLE RELEASE / MATERIAL TRANSFER REQUEST", "Request for Release of Biological Material",
                   "Sample Access Request and MTA Schedule"]))
    n.line("Request no.: ", ("IDNUM", reqno), "    DAC application: ", ("IDNUM", g.ref("DAC")),
           "    MTA ref: ", ("IDNUM", g.ref("MTA", d)))
    n.line("Received: ", g.D(d), "    Form RR-03 v2.4")
    n.blank()
    n.line("SECTION A - APPLICANT")
    n.line("Name:        ", g.doc(app, "dr_full"))
    n.line("Position:    ", app.role)
    n.line("Institution: ", ("ORGANIZATION", inst), g.pick([", Department of Cardiovascular Sciences",
                                                             ", School of Biosciences", "", ", Translational Oncology Group"]))
    a = g2.addr()
    n.add("Address:     ", g2.addr_pieces(a, oneline=True, country=foreign or g.chance(0.3)), "\n")
    n.line("Tel:         ", ("PHONE", g2.phone(ext=g.chance(0.4), intl=foreign)))
    n.line("Email:       ", ("EMAIL", g2.email(app)))
    if g.chance(0.3):
        n.line("Fax:         ", ("FAX", g2.phone()))
    n.blank()
    n.line("SECTION B - PROJECT")
    n.line("Title: ", g.pick(PROJECTS))
    n.line("Ethics approval: ", g.pick(["REC ", "IRB ", "HREC ", "REB "]), "%02d/%s/%04d" % (g.rint(15, 24), g.letters(2), g.rint(1, 999)),
           "   Funder: ", g.pick(FUNDERS[rc]), "   Commercial: ", "Yes" if commercial else "No")
    n.line("Lay summary: We will measure ", g.pick(["140 proteins", "cfDNA fragment length", "HLA alleles",
                                                   "autoantibodies"]), " using ", g.pick(["Olink Target 96", "a Luminex panel",
                                                                                           "NovaSeq 6000 sequencing", "SIMOA HD-X"]),
           " and compare cases with age- and sex-matched controls.")
    n.blank()
    n.line("SECTION C - MATERIAL REQUESTED")
    widths = [22, 8, 14, 26]
    n.row(["Material", "N", "Per sample", "Cohort / criteria"], widths)
    for _ in range(g.rint(2, 4)):
        st = g.pick(SAMPLE_TYPES)
        n.row([st, str(g.rint(20, 600)), amount(g, st),
               g.pick(CONDITIONS) + (" / controls" if g.chance(0.5) else "")], widths)
    if g.chance(0.6):
        n.line("Named samples for pilot (from pick list):")
        for _ in range(g.rint(3, 6)):
            pidv = ctx.pid()
            cd = g.before(d, 20, 1760)
            n.line("  ", ("IDNUM", ctx.sample_id(pidv, cd)), "  participant ", ("IDNUM", pidv), "  collected ",
                   g.D(cd, g.pick(["num", "my"])))
    n.blank()
    n.line("SECTION D - SHIPPING")
    rec = g2.staff(role="Laboratory Manager")
    n.line("Recipient: ", g2.doc(rec, "full"), ", ", ("ORGANIZATION", inst))
    b = g2.addr()
    n.line("Deliver to: ", ("LOCATION_OTHER", g.pick(P.BUILDINGS)), ", room ", ("LOCATION_OTHER", g.room()), ", ",
           g2.addr_pieces(b, oneline=True, country=foreign))
    n.line("Goods-in phone: ", ("PHONE", g2.phone(intl=foreign)), "   Courier account: ", ("ACCOUNT", g.account()))
    n.line("Shipping: ", g.pick(["dry ice (10 kg), UN1845", "LN2 dry shipper", "ambient, UN3373 Category B",
                                 "4 °C gel packs"]), "; Tuesday-Wednesday dispatch only.")
    n.blank()
    n.line("SECTION E - COSTS")
    n.line("Cost recovery: ", {"UK": "GBP", "US": "USD", "CA": "CAD", "AU": "AUD", "IE": "EUR"}[ctx.c], " ", str(g.rint(4, 90) * 100),
           ". Invoice to account ", ("ACCOUNT", g.account()), ", PO ", ("IDNUM", "PO" + g.digits(7)), ".")
    n.line("Finance contact: ", ("EMAIL", g2.email(generic="accounts.payable")))
    n.blank()
    n.line("SECTION F - BIOBANK REVIEW (internal)")
    chk = g.staff(role="Data Manager")
    if g.chance(0.7):
        wp = ctx.pid()
        n.line("- Consent check run by ", ("USERNAME", g.username(chk)), " on ", g.D(g.after(d, 1, 10), "num"), ": ",
               str(g.rint(1, 6)), " samples removed (participant ", ("IDNUM", wp), " withdrew ", g.D(g.before(d, 20, 1395), "my"),
               "; others no commercial consent).")
    n.line("- Material availability confirmed; ", str(g.rint(0, 40)), " samples below minimum volume.")
    if foreign:
        n.line("- Export outside ", ("COUNTRY", g.pick(P.COUNTRY_NAMES[ctx.c])),
               ": MTA clause 9 and data transfer agreement required.")
    n.blank()
    for who, lab in [(ctx.manager, "Biobank Manager"), (ctx.pi, "Scientific Director")]:
        n.line(lab, ": ", g.doc(who, g.pick(["full", "dr_full", "f_last"])), "   approved ", g.D(g.after(d, 5, 40)))
    n.line("Requester signature: ", g2.doc(app, "full"), "   ", g.D(d, "num"))
    return "release_request"


LEVELS = [("No further contact", "samples and data already collected may still be used; no re-contact"),
          ("No further access", "no further contact and no further use of samples/data; existing data retained for audit"),
          ("No further use", "samples destroyed and data removed where possible")]


def withdrawal_form(ctx, n):
    g = ctx.g
    d = ctx.today
    p = g.person(age=g.rint(25, 94), ref=d)
    pidv = ctx.pid()
    staff = g.staff(role=g.pick(["Research Nurse", "Biobank Manager", "Data Manager", "Research Coordinator"]))
    via = g.rint(0, 3)
    v = g.rint(0, 1)
    if v == 0:
        n.line(("ORGANIZATION", ctx.bank))
        n.line(g.pick(["PARTICIPANT WITHDRAWAL FORM", "Withdrawal of Consent - Record", "WITHDRAWAL NOTIFICATION"]))
        n.line("Form ", ctx.pre, "-WD-01 v3   Case no.: ", ("IDNUM", g.ref("WD", d)))
        n.blank()
        n.line("Participant name: ", g.pat(p, g.pick(["caps", "full", "full_mid", "f_last"])))
        n.line("Date of birth:    ", g.D(p.dob, "num"), "    Participant ID: ", ("IDNUM", pidv))
        if ctx.c == "UK":
            n.line("NHS number:       ", ("MRN", g.nhs()))
        else:
            _ids_block(ctx, n, p, d)
            n.line("Record held at:   ", ("HOSPITAL", ctx.host))
        n.line("Address:          ", g.addr_pieces(g.addr(), oneline=True))
        n.blank()
        n.add("Notified on: ", g.D(d), "   by: ")
        if via == 0:
            n.add("telephone from ", ("PHONE", g.phone(mobile=g.chance(0.5))))
        elif via == 1:
            n.add("letter dated ", g.D(d - dt.timedelta(days=g.rint(2, 9)), "text"))
        elif via == 2:
            n.add("e-mail from ", ("EMAIL", g.email(p)))
        else:
            n.add("in person at ", ("HOSPITAL", g.hospital()), " clinic")
        n.add("\n")
        n.add("Request made by: ")
        rel = None
        if g.chance(0.4):
            rel, f = g.family(g.pick(["daughter", "son", "wife", "husband", "sister", "carer"]))
            n.add(rel, " - ", g.pat(f, g.pick(["full", "title_full"]), "FAMILY"), " (", g.pick(["holds LPA", "NOK",
                                                                                                  "personal consultee"]), ")")
        else:
            n.add("participant")
        n.add("\nReceived by: ", g.doc(staff, "full"), ", ", staff.role, "\n\n")
        lev = g.rint(0, 2)
        n.line("Level of withdrawal:")
        for i, (name, desc) in enumerate(LEVELS):
            n.line("  [", "X" if i == lev else " ", "] ", name, " - ", desc)
        n.blank()
        n.add("Reason (optional, as stated): ")
        k = g.rint(0, 5)
        if k == 0:
            n.add('"Moving to ', ("COUNTRY", g.pick(P.FOREIGN)), " in ", g.D(g.after(d, 20, 120), "my"),
                  ' to be near my daughter and don\'t want letters following me."')
        elif k == 1:
            n.add(prof(g, '"Just started as'), " with ", ("ORGANIZATION", g.pick(P.EMPLOYERS)),
                  ' and worried about the genetic results and insurance."')
        elif k == 2:
            dd = d - dt.timedelta(days=g.rint(10, 120))
            n.add("Participant died on ", g.D(dd), " aged ", ("AGE", str(g.age_at(p, dd))),
                  "; family asked for no further letters. Samples may be retained per consent item 9.")
        elif k == 3:
            n.add("Too many questionnaires; no other reason given.")
        elif k == 4:
            n.add('"', ("PATIENT", p.first), ' has dementia now and would not want this" - per family.')
        else:
            n.add("Not stated.")
        n.add("\n\n")
        n.line("Samples held at time of withdrawal:")
        widths = [16, 18, 14, 20]
        n.row(["Sample ID", "Type", "Location", "Action"], widths)
        for _ in range(g.rint(2, 7)):
            act = "Destroyed " if lev == 2 else g.pick(["Retain - locked", "Retain - audit only"])
            cell = [act] + ([g.D(g.after(d, 3, 40), "num")] if lev == 2 else [])
            n.row([("IDNUM", ctx.sample_id(pidv)), g.pick(SAMPLE_TYPES), "F-%02d R%d/B%02d" % (g.rint(1, 20), g.rint(1, 9), g.rint(1, 40)),
                   cell], widths)
        n.blank()
        n.line("LIMS consent status updated by user ", ("USERNAME", g.username(staff)), " on ", g.D(g.after(d, 0, 3), "iso"),
               "; linkage extract stopped; recall list flag set.")
        n.line("Confirmation letter sent ", g.D(g.after(d, 2, 10)), " to address above.")
        n.line("Signed: ", g.doc(staff, "full"), "   Checked: ", g.doc(ctx.manager, "f_last"))
    else:
        ctx.letterhead(n)
        n.line(g.D(g.after(d, 1, 7), g.pick(["text", "ord", "abbr"])))
        n.blank()
        n.line(g.pat(p, "title_full"))
        n.add(g.addr_pieces(g.addr()), "\n\n")
        n.line("Our ref: ", ("IDNUM", pidv), g.pick(["", " / " + ctx.pre + "-WD"]))
        n.blank()
        n.line("Dear ", g.pat(p, g.pick(["title", "first"])), ",")
        n.blank()
        n.add("Thank you for ", g.pick(["your telephone call on ", "your letter of ", "your e-mail of "]), g.D(d, "text"),
              " letting us know that you no longer wish to take part in the ", ("ORGANIZATION", ctx.bank), ". ")
        lev = g.rint(0, 2)
        n.add("We have recorded your choice as '", LEVELS[lev][0].lower(), "'. This means ", LEVELS[lev][1], ".\n\n")
        if lev == 2:
            n.add("Your ", str(g.rint(4, 16)), " stored samples will be destroyed by incineration within 30 days. ",
                  "Data already included in completed analyses cannot be removed, but will not be used again.\n\n")
        if g.chance(0.5):
            n.add("You mentioned that your ", g.pick(["wife", "husband", "partner", "son"]), " ",
                  g.pat(g.person(), "first", "FAMILY"), " is also a participant; ",
                  "their participation is not affected unless they contact us separately.\n\n")
        n.add("If you change your mind or have any questions, please contact ", g.doc(staff, "full"), " on ",
              ("PHONE", g.phone(ext=g.chance(0.5))), " or at ", ("EMAIL", g.email(staff)),
              ", quoting the reference above.\n\n")
        n.line("Yours sincerely,")
        n.blank()
        n.line(g.doc(ctx.manager, "full"))
        n.line("Biobank Manager, on behalf of ", g.doc(ctx.pi, "dr_full"), ", ", ctx.pi.role)
        if g.chance(0.5):
            n.line("cc: participant file; ", ("HOSPITAL", ctx.host), " research office")
    return "withdrawal_form"


def incidental_finding_letter(ctx, n):
    g = ctx.g
    d = ctx.today
    age = g.rint(40, 82)
    p = g.person(age=age, ref=d)
    pidv = ctx.pid()
    kind, finding, lay = g.pick(FINDINGS)
    gcn = g.staff(role="Genetic Counsellor" if kind == "genetic" else g.pick(["Clinical Research Fellow", "Research Nurse"]))
    cons = g.staff(role={"genetic": "Consultant Clinical Geneticist", "imaging": "Consultant Radiologist",
                         "blood": g.pick(["Consultant Chemical Pathologist", "Consultant Haematologist"])}[kind]
                   if g.chance(0.8) else "Clinical Lead for Participant Feedback", doctor=True)
    gp = g.staff(role="GP", doctor=True)
    practice = g.practice()
    joined = g.rdate(2012, d.year - 1)
    sampled = g.after(joined, 0, 900)
    if sampled > d:
        sampled = joined
    to_gp = g.chance(0.35)
    ctx.letterhead(n, web=g.chance(0.5))
    n.line(g.D(d, g.pick(["text", "ord", "num", "abbr"])))
    n.blank()
    n.line(g.pick(["PRIVATE AND CONFIDENTIAL", "STRICTLY CONFIDENTIAL - ADDRESSEE ONLY", "CONFIDENTIAL"]))
    if to_gp:
        n.line(g.doc(gp, "dr_full"))
        n.line(("HOSPITAL", practice))
        n.add(g.addr_pieces(g.addr()), "\n\n")
        n.line("Dear ", g.doc(gp, "dr_last"), ",")
        n.blank()
        n.add("Re: ", g.pat(p, g.pick(["caps", "full", "title_full"])), ", DOB ", g.D(p.dob, "num"))
        if ctx.c == "UK":
            n.add(", NHS No. ", ("MRN", g.nhs()))
        elif ctx.c == "AU":
            n.add(", Medicare ", ("HEALTHPLAN", g.healthplan()))
        elif ctx.c == "CA":
            n.add(", health card ", ("HEALTHPLAN", g.healthplan()))
        else:
            n.add(", MRN ", ("MRN", g.mrn()))
        n.add("\n    ", g.addr_pieces(g.addr(), oneline=True), "\n\n")
        n.add("Your patient, a ", ("AGE", str(age)), "-year-old ", g.pick(["man", "gentleman"]) if p.sex == "M" else g.pick(["woman", "lady"]),
              ", joined the ", ("ORGANIZATION", ctx.bank), " on ", g.D(joined), " (participant ", ("IDNUM", pidv), ") and opted to receive ",
              "feedback of clinically significant findings. Research analysis of samples collected on ", g.D(sampled),
              " identified ", finding, ".\n\n")
        n.add("This was a research result and has not been validated in an accredited laboratory. ")
        if kind == "genetic":
            n.add("We have referred ", g.pat(p, "title"), " to Clinical Genetics at ", ("HOSPITAL", g.hospital()),
                  " for counselling and confirmatory testing on a fresh EDTA sample. Cascade testing of first-degree relatives ",
                  "may be appropriate; ", g.pick(["her", "his"]) if g.chance(0.5) else "the", " ",
                  g.pick(["sister", "daughter", "brother"]), " ", g.pat(g.person(), "full", "FAMILY"), " has already asked about testing.\n\n")
        elif kind == "imaging":
            n.add("The images are available on request via the image exchange portal (study accession ",
                  ("IDNUM", g.accession(sampled)), "). We would be grateful if you could arrange clinical imaging and referral.\n\n")
        else:
            n.add("We would be grateful if you could repeat the test in primary care and manage as appropriate. ",
                  "Other results: eGFR 74 mL/min/1.73m2, ALT 22 U/L, total cholesterol 5.1 mmol/L.\n\n")
        n.add("We telephoned ", g.pat(p, "title"), " on ", g.D(g.wd(g.after(d, -6, -3)), "wk"), " and a letter has been sent. ")
        n.add("Please contact ", g.doc(gcn, "full"), ", ", gcn.role, ", on ", ("PHONE", g.phone(ext=g.chance(0.5))),
              " with any questions.\n\n")
    else:
        n.line(g.pat(p, "title_full"))
        n.add(g.addr_pieces(g.addr()), "\n\n")
        n.line("Participant ID: ", ("IDNUM", pidv))
        n.blank()
        n.line("Dear ", g.pat(p, "title"), ",")
        n.blank()
        n.add("Re: feedback of a health-related finding from the ", ("ORGANIZATION", ctx.bank), "\n\n")
        n.add("When you joined the biobank on ", g.D(joined, "text"), " you told us that you would like to be informed if ",
              "research on your samples found something important for your health. We are writing because research on the ",
              "sample you gave on ", g.D(sampled, "text"), " found ", finding, ". In plain terms, this may mean ", lay, ".\n\n")
        n.add("This is not a diagnosis. Research tests are not the same as hospital tests, and the result needs to be checked. ")
        if kind == "genetic":
            n.add("We have arranged an appointment with ", g.doc(cons, "dr_full"), " at the Clinical Genetics Service, ",
                  ("HOSPITAL", g.hospital()), ", on ", g.D(g.wd(g.after(d, 10, 50)), "wk"), " at ", g.appt(), " in clinic room ",
                  ("LOCATION_OTHER", g.room()), ". You are welcome to bring a relative, for example your ",
                  g.pick(["daughter", "son", "partner", "sister"]), " ", g.pat(g.person(), "first", "FAMILY"),
                  ", whom you mentioned when we spoke.\n\n")
        else:
            n.add("We have also written to your GP, ", g.doc(gp, "dr_full"), " at ", ("HOSPITAL", practice),
                  ", who will arrange any further tests. ")
            n.add("You may wish to book an appointment in the next ", g.pick(["two weeks", "month", "few weeks"]), ".\n\n")
        if g.chance(0.4):
            n.add(prof(g, "Because you told us you work as"),
                  ", you may want to discuss with your GP whether this affects your work; we have not shared this result with ",
                  "anyone else.\n\n")
        n.add("If you would like to talk about this letter, please call ", g.doc(gcn, "full"), " on ",
              ("PHONE", g.phone(ext=g.chance(0.4))), " (Monday to Friday, 9am-4pm) or e-mail ", ("EMAIL", g.email(gcn)),
              ". Information about feedback is also at ", ("URL", g.url("feedback")), ".\n\n")
    n.line("Yours sincerely,")
    n.blank()
    n.line(g.doc(cons, g.pick(["dr_full", "full_cred"])))
    n.line(cons.role)
    if g.chance(0.6):
        lab, val = g.clin_license()
        n.line(lab, " ", ("LICENSE", val))
    n.blank()
    if to_gp:
        n.line("cc: ", g.pat(p, "title_full"), " (participant); Clinical Genetics, ", ("HOSPITAL", ctx.host))
    else:
        n.line("cc: ", g.doc(gp, "dr_full"), ", ", ("HOSPITAL", practice))
        if g.chance(0.5):
            n.line("Fax to practice: ", ("FAX", g.phone()))
    return "incidental_finding_letter"
