"""Genres: donor search request, HLA typing report, search billing invoice."""
import pools as P
import common as C
from gen import Doc


def _plan_line(ctx, d):
    if ctx.c == "US":
        d.ln("Insurance: ", (ctx.ch(P.INSURERS[:3]), "ORGANIZATION"), "  Member ID: ", ctx.plan(),
             "  Group: ", ctx.group())
    elif ctx.c == "UK":
        d.ln("NHS No: ", ctx.plan())
    elif ctx.c == "CA":
        d.ln(ctx.ch(["Health card: ", "OHIP #: ", "PHN: "]), ctx.plan())
    elif ctx.c == "AU":
        d.ln("Medicare No: ", ctx.plan(), ctx.ch(["", " / IRN %d" % ctx.ri(1, 4)]))
    else:
        d.ln("Health insurance: ", (P.INSURERS[4], "ORGANIZATION"), ", insurance no. ", ctx.plan())


def search_request(ctx):
    d = Doc()
    reg = ctx.registry()
    hosp = ctx.hosp()
    age = ctx.ri(1, 72)
    dx, ab, st = C.diag(ctx, age)
    sex = ctx.ch("MF")
    pt = ctx.person("PATIENT", sex=sex, age=age)
    phys = ctx.staff("physician")
    coord = ctx.staff("coordinator")
    sid = ctx.idn("search")
    kg = ctx.ri(48, 112) if age > 15 else ctx.ri(9 + 2 * age, 14 + 4 * age)
    v = ctx.r.randint(0, 2)
    if v == 0:
        d.ln((reg, "ORGANIZATION"), " - ", ctx.ch(["PRELIMINARY", "FORMAL"]), " UNRELATED DONOR SEARCH REQUEST")
        d.ln("Search ID: ", (sid, "IDNUM"), "      Date received: ", ctx.D(0))
        d.ln("Urgency: ", ctx.ch(["Standard", "Urgent - target transplant within 8 weeks", "Routine",
                                  "Expedited (relapse risk high)"]))
        d.ln("")
        d.ln("1. TRANSPLANT CENTRE")
        d.ln("Centre: ", (hosp, "HOSPITAL"))
        d.ln("Address: ", ctx.addr(block=False))
        d.ln("Requesting physician: ", ctx.docref(phys), "   ", ctx.lic_label(), " ", ctx.lic())
        d.ln("Search coordinator: ", (coord.form(ctx.ch(["full", "fml", "lf"])), "DOCTOR"))
        d.ln("Tel: ", ctx.tel(), "   Fax: ", ctx.fax(), "   Email: ", ctx.email(coord))
        d.ln("")
        d.ln("2. PATIENT")
        d.ln("Name: ", ctx.nm(pt, ctx.ch(["LF", "Lf", "lf"])), "     Sex: ", sex,
             "     DOB: ", ctx.D(pt.dob), "  (", ctx.age(age, ctx.ch([7, 4, 1])), ")")
        d.ln(ctx.ch(["Hospital no.: ", "MRN: ", "Unit no.: "]), ctx.mrn())
        _plan_line(ctx, d)
        if ctx.c == "US" and ctx.p(0.7):
            d.ln("Patient SSN: ", ctx.ssn())
        d.ln("Weight: %d kg   ABO/Rh: %s   %s" % (kg, C.abo(ctx), C.cmv(ctx)))
        d.ln("Diagnosis: %s (%s), %s; diagnosed " % (dx, ab, st), ctx.D(-ctx.ri(60, 400), "my"))
        d.ln("Ethnicity: %s" % ctx.ch(P.ETHNIC))
        d.ln("")
        d.ln("3. HLA TYPING (high resolution, NGS) - sample ", (ctx.idn("sample"), "IDNUM"), " typed ",
             ctx.D(-ctx.ri(5, 40)))
        C.hla_block(d, ctx, ctx.hla(("A", "B", "C", "DRB1", "DQB1", "DPB1")))
        d.ln("")
        d.ln("4. FAMILY")
        k = ctx.r.randint(0, 3)
        if k == 0:
            s1, s2 = ctx.person("FAMILY", sex="M"), ctx.person("FAMILY", sex="F")
            d.ln("Two siblings typed: brother ", (s1.form("first"), "FAMILY"), " and sister ",
                 (s2.form(ctx.ch(["first", "full"])), "FAMILY"), " - both HLA non-identical (haplotype a/c, b/d).")
        elif k == 1:
            d.ln("One sibling, not yet typed; lives in ", (ctx.country_other(), "COUNTRY"),
                 ", buccal kit posted ", ctx.D(-ctx.ri(2, 20), "short"), ".")
        elif k == 2:
            d.ln("No siblings. Parents haploidentical; mother (", (ctx.person("FAMILY", sex="F").form("full"), "FAMILY"),
                 ", ", ctx.age(ctx.ri(45, 75), 4), ") willing to be assessed as a haplo donor.")
        else:
            d.ln("Only child. No family donor available.")
        d.ln("")
        d.ln("5. SEARCH STRATEGY")
        d.ln(ctx.ch(["Please search adult donors 10/10 and 9/10 (single DQB1 mismatch acceptable). ",
                     "8/8 matched unrelated donor preferred; 7/8 acceptable if no DSA. ",
                     "Adult donors first; include CBUs >= 4/6 with TNC >= 3.0 x10^7/kg. "]),
             ctx.ch(["Prefer male donor under 35, CMV-matched.", "Young donor preferred; avoid parous female donors.",
                     "ABO match preferred but not essential.", "DPB1 permissive mismatch acceptable."]))
        d.ln(ctx.ch(["Proposed admission: ", "Provisional Day 0: ", "Target transplant date: "]), ctx.D(ctx.ri(40, 90), "week"), ".")
        d.ln("")
        d.ln("Signed: ", (phys.form(ctx.ch(["full", "fi"])), "DOCTOR"), "   Date: ", ctx.D(0))
    elif v == 1:
        d.ln("From: ", (coord.form("full"), "DOCTOR"), " <", ctx.email(coord), ">")
        d.ln("To: ", (reg, "ORGANIZATION"), " Search Unit <", ctx.email(dept="search.unit"), ">")
        d.ln("Sent: ", ctx.D(0, "week"), " ", ctx.tm())
        d.ln("Subject: Formal search / CT request - ", (pt.form("ini"), "PATIENT"), " - ",
             (ctx.idn("recip"), "IDNUM"))
        d.ln("")
        d.ln(ctx.ch(["Dear colleagues,", "Dear Search Team,", "Hi all,"]))
        d.ln("")
        d.add("We would like to proceed to a formal search for our patient ", ctx.nm(pt, "full"), " (DOB ",
              ctx.D(pt.dob), "), ", C.anon_recipient(ctx, d, age, sex)[0], " with %s (%s), currently %s. " % (dx, ab, st))
        d.add(ctx.ch(["He" if sex == "M" else "She", "The patient"]),
              " weighs %d kg, is %s and %s. " % (kg, C.abo(ctx), C.cmv(ctx)))
        d.ln(ctx.ch(["Induction was with 7+3 (daunorubicin/cytarabine); MRD by flow < 0.1% on day 28.",
                     "Bone marrow on Day 28 showed 3% blasts, NPM1 MRD pending.",
                     "HCT-CI score 2, Karnofsky 90%.", "ECOG 1, LVEF 58% on echo, DLCO 78%."]))
        d.ln("")
        d.ln("Please arrange confirmatory typing on the following donors, in order of preference:")
        for i in range(1, ctx.ri(2, 4) + 1):
            d.ln(C.donor_line(ctx, i, home=ctx.p(0.4)))
        d.ln("")
        d.add("CT samples should be sent to our H&I laboratory at ", (hosp, "HOSPITAL"), ", ")
        d.ln(ctx.addr(block=False), ".")
        if ctx.c == "US":
            d.ln("Search costs are covered by ", (ctx.ch(P.INSURERS[:3]), "ORGANIZATION"), ", member ID ",
                 ctx.plan(), "; please bill account ", ctx.acct(), ".")
        d.ln(ctx.ch(["We would hope to admit in ", "Provisional admission is planned for "]),
             ctx.D(ctx.ri(45, 100), "my"), ctx.ch([" with Flu/Mel conditioning.", ", Bu/Flu RIC.",
                                                    " (TBI 12 Gy/Cy).", "."]))
        d.ln("")
        d.ln("Many thanks,")
        d.ln((coord.form(ctx.ch(["full", "first"])), "DOCTOR"))
        d.ln(ctx.ch(["BMT Coordinator", "Transplant Coordinator", "Unrelated Donor Search Coordinator"]),
             ", ", (hosp, "HOSPITAL"))
        d.ln("Tel ", ctx.tel(ext=ctx.p(0.4)), ctx.ch([" | Fax ", " / fax "]), ctx.fax())
        if ctx.p(0.4):
            d.ln("On behalf of ", ctx.docref(phys), ", Consultant ", ctx.sp("Haematologist", "Hematologist"))
    else:
        d.ln("SEARCH REQUEST - PATIENT REGISTRATION FORM")
        d.ln("Registry: ", (reg, "ORGANIZATION"), " | Form received ", ctx.D(0), " ", ctx.tm())
        d.ln("-" * 60)
        rows = [
            ("Patient surname", (pt.form("last").upper(), "PATIENT")),
            ("Given name(s)", (pt.first + ((" " + pt.mid) if pt.mid else ""), "PATIENT")),
            ("Date of birth", ctx.D(pt.dob)),
            ("Sex / Weight", "%s / %d kg" % (sex, kg)),
            ("Diagnosis", "%s - %s" % (ab, st)),
            ("Date of diagnosis", ctx.D(-ctx.ri(60, 500))),
            ("Patient ID (registry)", (ctx.idn("recip"), "IDNUM")),
            ("Centre patient no.", ctx.mrn()),
            ("Transplant centre", (hosp, "HOSPITAL")),
            ("Physician", (phys.form("lf"), "DOCTOR")),
            ("Contact phone", ctx.tel()),
            ("Contact e-mail", ctx.email(phys)),
        ]
        for k, val in rows:
            d.ln("| %-22s | " % k, val)
        d.ln("-" * 60)
        d.ln("HLA (", ctx.ch(["NGS", "SSO/SBT", "NGS, 3-field"]), "):")
        C.hla_block(d, ctx, ctx.hla(), style=ctx.ch(["line", "compact"]))
        d.ln("Match criteria: %s. Donor age limit < %d. Stem cell source: %s." % (
            ctx.ch(["min 9/10", "10/10 only", "8/8 (A, B, C, DRB1)"]), ctx.ri(35, 50),
            ctx.ch(["PBSC preferred", "BM preferred (paediatric)", "PBSC or BM", "BM only"])))
        k = ctx.r.randint(0, 2)
        if k == 0:
            d.ln("Remarks: patient has anti-HLA antibodies (B*07:02 MFI 4200) - avoid B7 donors.")
        elif k == 1:
            d.ln("Remarks: previous donor search in ", ctx.D(-ctx.ri(400, 900), "y"),
                 " at another centre, no 10/10 identified.")
        else:
            d.ln("Remarks: none.")
        d.ln("Entered by: ", ctx.user(ctx.staff("admin")), " on ", ctx.D(0, "short"))
    return d


def hla_report(ctx):
    d = Doc()
    v = ctx.r.randint(0, 2)
    lab_is_org = ctx.p(0.4)
    lab = ctx.ch(P.LABS) if lab_is_org else ctx.hosp()
    C.letterhead(d, ctx, lab, "ORGANIZATION" if lab_is_org else "HOSPITAL", lines=ctx.p(0.5), fax=0.6,
                 dept=["Histocompatibility & Immunogenetics", "H&I Laboratory", "Tissue Typing Laboratory",
                       "Transplant Immunology"], mail=ctx.ch(["hla.lab", "tissue.typing", "hi.lab"]))
    d.ln("")
    d.ln(ctx.ch(["HISTOCOMPATIBILITY REPORT", "HLA TYPING REPORT", "H&I LABORATORY REPORT",
                 "CONFIRMATORY TYPING REPORT"]))
    sci = ctx.staff("scientist")
    auth = ctx.staff("physician")
    hosp = ctx.hosp("tc")
    if v in (0, 1):
        age = ctx.ri(2, 70)
        sex = ctx.ch("MF")
        pt = ctx.person("PATIENT", sex=sex, age=age)
        d.ln("Patient: ", ctx.nm(pt, ctx.ch(["LF", "lf", "full"])), "    DOB: ", ctx.D(pt.dob),
             "    Sex: ", sex)
        d.ln(ctx.ch(["Hosp No: ", "MRN: ", "Patient ID: "]), ctx.mrn(), "    Lab No: ",
             (ctx.idn("sample"), "IDNUM"))
        d.ln("Requested by: ", ctx.docref(auth), ", ", (hosp, "HOSPITAL"))
        d.ln("Collected: ", ctx.D(-ctx.ri(3, 12)), " ", ctx.tm(), "    Received: ", ctx.D(-ctx.ri(1, 2)),
             "    Reported: ", ctx.D(0))
        d.ln("Specimen: EDTA whole blood x2 (%d mL)" % ctx.ri(4, 10) if ctx.p(0.6) else "Specimen: buccal swab")
        d.ln("Method: ", ctx.ch(["NGS (long-range PCR, 11 loci)", "PCR-SSO (Luminex) + NGS",
                                  "NGS amplicon, IMGT/HLA release 3.5x", "SBT exons 2-3"]))
        d.ln("")
        d.ln("RESULTS")
        C.hla_block(d, ctx, ctx.hla(("A", "B", "C", "DRB1", "DQB1", "DPB1")), style="table")
        if v == 1:
            d.ln("")
            d.ln("FAMILY STUDY")
            hs = ["a/b", "c/d"]
            for i in range(ctx.ri(1, 4)):
                rel = ctx.ch(["Brother", "Sister", "Mother", "Father", "Sister", "Brother"])
                fam = ctx.person("FAMILY", sex="M" if rel in ("Brother", "Father") else "F")
                match = ctx.ch(["HLA identical (a/c)", "haploidentical (a/d)", "non-identical (b/d)",
                                "haploidentical", "HLA identical"])
                fa = ctx.ri(age + 18, age + 38) if rel in ("Mother", "Father") else max(1, age + ctx.ri(-12, 12))
                if rel in ("Mother", "Father"):
                    match = ctx.ch(["haploidentical", "haploidentical (a/c)", "haploidentical (b/d)"])
                d.ln("  %s: " % rel, ctx.nm(fam, ctx.ch(["full", "lf", "first"])), " (",
                     ctx.agesex(fa, "M" if rel in ("Brother", "Father") else "F"), ") - ", match,
                     ["; lab no. ", (ctx.idn("sample"), "IDNUM")] if ctx.p(0.4) else "")
            d.ln("Haplotypes assigned: patient %s; parental typing %s." % (ctx.ch(hs), ctx.ch(["complete", "not available"])))
        d.ln("")
        d.ln("ANTIBODY SCREEN")
        d.ln(ctx.ch(["Class I and II single antigen bead: no DSA detected against selected donor.",
                     "Anti-HLA class I positive (cRF 34%); specificities A*24:02 (MFI 3100), B*57:01 (MFI 1800).",
                     "Negative for HLA class I and II antibodies (screen MFI < 500).",
                     "DSA present: anti-DQ7 MFI 6500 - discuss desensitisation."]))
    else:
        d.ln("Donor ID: ", (ctx.idn("donor"), "IDNUM"), "   GRID: ", (ctx.idn("grid"), "IDNUM"))
        d.ln("Registry: ", (ctx.registry(), "ORGANIZATION"), "   CT request: ", (ctx.idn("req"), "IDNUM"))
        da = ctx.ri(18, 60)
        d.ln("Donor: ", ctx.agesex(da, ctx.ch("MF")), ", ", C.cmv(ctx), ", ", C.abo(ctx))
        d.ln("Recipient: ", (ctx.idn("recip"), "IDNUM"), " at ", (hosp, "HOSPITAL"))
        d.ln("Sample drawn ", ctx.D(-ctx.ri(4, 12)), "; received ", ctx.D(-ctx.ri(1, 3), "week"), " ", ctx.tm())
        d.ln("")
        h = ctx.hla(("A", "B", "C", "DRB1", "DQB1", "DPB1"))
        d.ln("Donor typing (NGS, 3-field where resolved):")
        C.hla_block(d, ctx, h, style="table")
        d.ln("")
        d.ln("Comparison with recipient: ", ctx.ch(["10/10 allele match", "9/10 - single mismatch at HLA-C (C*03:03 vs C*03:04)",
                                                     "8/8 match; DQB1 match; DPB1 non-permissive", "10/10; DPB1 permissive (TCE 2 vs 3)"]))
        d.ln("Registry typing confirmed: ", ctx.ch(["yes", "yes - resolved ambiguity at B", "discrepant at DRB1 - registry notified"]))
    d.ln("")
    d.ln(ctx.ch(["Comment: ", "Interpretation: "]), ctx.ch([
        "Results suitable for unrelated donor search. Typing at 2-field resolution per EFI standards.",
        "Second sample required for verification typing before transplant.",
        "Recipient has null allele risk excluded (C*04:09N not detected).",
        "Results released electronically."]))
    d.ln("")
    d.ln("Reported by: ", (sci.form(ctx.ch(["full", "fml", "fi"])), "DOCTOR"), ", ",
         ctx.ch(["Clinical Scientist", "Senior Biomedical Scientist", "Technologist", "Medical Laboratory Scientist"]),
         ctx.ch(["", ["  (", ctx.lic_label("sci"), " ", ctx.lic("sci"), ")"]]))
    d.ln("Authorised by: ", ctx.docref(auth), " on ", ctx.D(0), " ", ctx.tm())
    if ctx.p(0.3):
        d.ln("Copy to: ", (ctx.registry(), "ORGANIZATION"), " via ", ctx.url("secure-upload"))
    return d


def invoice(ctx):
    d = Doc()
    reg = ctx.registry()
    cur = {"UK": "GBP", "US": "USD", "CA": "CAD", "AU": "AUD", "DE": "EUR"}[ctx.c]
    C.letterhead(d, ctx, reg, "ORGANIZATION", lines=ctx.p(0.5), fax=0.3, email=0.8, url=0.4,
                 dept=["Finance Department", "Accounts Receivable", "Donor Provision Services"],
                 mail=ctx.ch(["accounts", "finance", "billing"]))
    d.ln("")
    d.ln(ctx.ch(["INVOICE", "TAX INVOICE", "STATEMENT OF SEARCH CHARGES", "INVOICE - DONOR PROVISION"]))
    d.ln("Invoice no.: ", ctx.acct(), "    Invoice date: ", ctx.D(0), "    Due: ", ctx.D(30))
    if ctx.p(0.6):
        d.ln("Customer account: ", (ctx.ch(["CUST-", "A/C ", ""]) + ctx.dig(6), "ACCOUNT"),
             "   PO no.: ", (ctx.dig(10), "ACCOUNT"))
    d.ln("")
    d.ln("Bill to:")
    payer_ins = ctx.c == "US" and ctx.p(0.5)
    if payer_ins:
        d.ln((ctx.ch(P.INSURERS[:3]), "ORGANIZATION"), " - Transplant Benefits")
    else:
        d.ln("Accounts Payable, ", (ctx.hosp(), "HOSPITAL"))
    d.ln(ctx.addr(block=True))
    d.ln("")
    age = ctx.ri(1, 70)
    pt = ctx.person("PATIENT", age=age)
    d.ln("Patient: ", ctx.nm(pt, ctx.ch(["LF", "lf", "full"])), "   DOB: ", ctx.D(pt.dob),
         "   Patient ID: ", (ctx.idn("recip"), "IDNUM"))
    if ctx.c == "US":
        d.ln("Member ID: ", ctx.plan(), "   Group: ", ctx.group(), "   Auth. ref: ", (ctx.idn("req"), "IDNUM"))
        if ctx.p(0.7):
            d.ln("Guarantor: ", ctx.nm(ctx.person("FAMILY"), "full"), "   SSN: ", ctx.ssn())
    elif ctx.c == "CA" and ctx.p(0.5):
        d.ln("Provincial health no.: ", ctx.plan())
    elif ctx.c == "UK" and ctx.p(0.5):
        d.ln("NHS number: ", ctx.plan(), "   Commissioner ref: ", (ctx.idn("req"), "IDNUM"))
    d.ln("Donor: ", (ctx.idn("donor"), "IDNUM"), "   Product collected: ", ctx.D(-ctx.ri(10, 40)))
    d.ln("")
    d.ln("%-6s %-46s %5s %12s" % ("Code", "Description", "Qty", "Amount " + cur))
    items = [("SR01", "Preliminary/formal search fee", 100, 400), ("CT02", "Confirmatory typing - donor sample", 60, 180),
             ("CT03", "Extended typing DPB1 / KIR", 40, 120), ("WU10", "Donor work-up & medical", 600, 1500),
             ("IDM4", "Infectious disease markers (donor)", 40, 120), ("PB20", "PBSC collection (2 days)", 1600, 4000),
             ("BM21", "Bone marrow harvest", 1800, 4400), ("CR30", "Courier - hand carry, return flight", 500, 1600),
             ("CB40", "Cord blood unit provision", 4000, 8000), ("FU50", "Donor follow-up (1 year)", 40, 160)]
    tot = 0
    for code, desc, lo, hi in ctx.r.sample(items, ctx.ri(3, 6)):
        q = ctx.ri(1, 2) if code in ("CT02", "CT03", "IDM4", "CR30") else 1
        amt = q * ctx.ri(lo, hi) * 5
        tot += amt
        d.ln("%-6s %-46s %5d %12s" % (code, desc, q, "{:,}.00".format(amt)))
    d.ln("%-6s %-46s %5s %12s" % ("", "TOTAL", "", "{:,}.00".format(tot)))
    d.ln("")
    d.ln("Payment terms 30 days. Please quote the invoice number as payment reference.")
    if ctx.p(0.5):
        d.ln("Pay online: ", ctx.url("pay"), " or call ", ctx.tel(kind="free" if ctx.c in ("US", "CA", "AU") else "land"))
    d.ln("Queries: ", (ctx.staff("admin").form(ctx.ch(["full", "fi"])), "DOCTOR"), ", Finance Officer, ", ctx.email(dept="accounts"))
    return d


GENRES = [("donor_search_request", search_request), ("hla_typing_report", hla_report),
          ("search_billing_invoice", invoice)]
