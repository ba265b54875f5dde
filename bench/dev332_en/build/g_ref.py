"""Genres: andrology referral, semen analysis report."""
import clin
import common as C
from nb import NB, art, words


def _sa_line(ctx, d, v, short=True):
    r = ctx.r
    if v["conc"] == 0:
        body = r.choice(["azoospermic (pellet examined)", "no sperm seen, centrifuged pellet neg",
                         "azoospermia", "0 sperm, vol %.1f mL" % v["vol"]])
    else:
        body = "vol %.1f mL, conc %s M/mL, PR %d%%, %s %d%%" % (
            v["vol"], clin.conc_txt(v), v["pr"], r.choice(["morph", "NF", "normal forms"]),
            v["morph"] or 0)
    return [(ctx.D(d), "DATE"), r.choice([": ", " - ", "  "]), body]


def _partner(ctx, ivf, ivf_doc):
    r = ctx.r
    pn = ctx.partner
    out = [r.choice(["His partner ", "His wife ", "Partner: ", "His partner, "]),
           (pn.f(r.choice(["fl", "f"])), "FAMILY")]
    out += [r.choice([" (", ", aged "]), (str(ctx.p_age), "AGE")]
    out += [")" if out[-2] == " (" else ""]
    a = art(ctx.p_job)
    out += [r.choice([", %s " % a, ", works as %s " % a, " - "]), (ctx.p_job, "PROFESSION"), ", "]
    out += [r.choice(["has been assessed at ", "is under ", "attends "]), (ivf["name"], "HOSPITAL")]
    if r.random() < 0.6:
        out += [" (", r.choice(["Dr ", "Dr. "]), (ivf_doc.f("l"), "DOCTOR"), ")"]
    out += [". ", r.choice(["AMH %.1f pmol/L" % r.uniform(4, 40), "AMH %.2f ng/mL" % r.uniform(0.6, 5.5)]),
            ", ", r.choice(["tubes patent on HyCoSy", "HSG bilateral fill and spill",
                            "regular 28-30 day cycles", "mild endometriosis (laparoscopy)",
                            "PCOS, ovulating on letrozole"]),
            r.choice(["", "", "; G0", "; G1P0 (miscarriage at 7 weeks)", "; G2P1", "; 1st IVF cycle planned"]),
            ".\n"]
    return out


def andrology_referral(ctx):
    r = ctx.r
    nb = NB()
    gp = ctx.staff("gp")
    gps = ctx.site("gp")
    urol = ctx.staff("urol")
    hosp = ctx.site(r.choice(["hosp", "clinic"]))
    ivf = ctx.site("ivf")
    ivf_doc = ctx.staff("gp")
    months = r.choice([12, 14, 18, 20, 24, 30, 36, 48])
    sas = []
    d0 = ctx.back(20, 200)
    for i in range(r.choice([1, 2, 2, 3])):
        sas.append((d0, clin.semen(r)))
        d0 = d0 - __import__("datetime").timedelta(days=r.randint(40, 160))
    sas.reverse()
    variant = r.random()
    if variant < 0.55:
        # ---- GP / REI letter ----
        nb.w(*ctx.letterhead(gps))
        nb.w("\n", (ctx.DL(ctx.today), "DATE"), "\n\n")
        nb.w(*ctx.tn(urol, "fl"), "\n", urol.role, "\n", r.choice(["Department of Urology\n",
                                                                      "Andrology Service\n", "Male Fertility Clinic\n", ""]),
             (hosp["name"], "HOSPITAL"), "\n")
        nb.w(*ctx.addr_block(hosp["addr"]), "\n\n")
        nb.w(*C.dear(ctx, urol))
        nb.w(*C.re_line(ctx, with_addr=r.random() < 0.7))
        if r.random() < 0.5:
            nb.w("     Mobile ", (ctx.mob, "PHONE"), "\n")
        nb.w("\n")
        k = r.random()
        if k < 0.4:
            ag = [(words(ctx.age), "AGE"), "-year-old"] if r.random() < 0.3 else [(str(ctx.age), "AGE"), "-year-old"]
            nb.w(r.choice(["I would be grateful if you could see ", "Please could you assess ",
                           "I'd appreciate your opinion on "]), *C.mr(ctx), ", %s " % art(ag[0][0]), *ag,
                 " ", (ctx.job, "PROFESSION"),
                 ". He and his partner have been trying to conceive for %d months" % months,
                 r.choice([".", " without success.", " (primary infertility).", " (secondary infertility)."]), " ")
        elif k < 0.75:
            nb.w("Thank you for seeing this ", *ctx.age_items(style=r.choice(["-year-old", "-yr-old"])), " ",
                 (ctx.job, "PROFESSION"), " with %d months of %s infertility. " % (
                     months, r.choice(["primary", "primary", "secondary"])))
        else:
            nb.w("I am referring ", (ctx.pt.f("f"), "PATIENT"), " (", (str(ctx.age), "AGE"),
                 "), who works as %s " % art(ctx.job), (ctx.job, "PROFESSION"), r.choice([" for ", " at "]),
                 (ctx.org(), "ORGANIZATION"), ", regarding male factor subfertility (TTC %d months). " % months)
        nb.w(*_partner(ctx, ivf, ivf_doc))
        nb.w("\nSemen analyses:\n")
        for d, v in sas:
            nb.w("  ", *_sa_line(ctx, d, v), "\n")
        nb.w("\n", r.choice(["Relevant history:", "Background:", "PMH / risk factors:"]), "\n")
        for it in clin.infert_hx(ctx, r.randint(2, 4)):
            nb.w("- ", *it, "\n")
        nb.w("Medications: ", r.choice(["nil regular", ", ".join(r.sample(clin.MEDS, 2)),
                                        r.choice(clin.MEDS), "none"]), ".\n")
        if r.random() < 0.6:
            h = clin.hormones(r, ctx.us)
            nb.w("Bloods (", (ctx.D(ctx.back(10, 90)), "DATE"), "): FSH %.1f IU/L, LH %.1f IU/L, "
                 % (h["FSH"], h["LH"]))
            if ctx.us:
                nb.w("total T %d ng/dL.\n" % round(h["T"] * 28.84))
            else:
                nb.w("testosterone %.1f nmol/L.\n" % h["T"])
        if r.random() < 0.5:
            ex, _ = clin.exam(r)
            nb.w("O/E: ", ex, "\n")
        nb.w("\n", r.choice([
            "They are keen to proceed with treatment and would value your advice on whether "
            "surgical sperm retrieval or varicocele repair is appropriate.",
            "I have advised him to stop smoking and reduce alcohol, and started him on a "
            "multivitamin. I would value your opinion on further investigation.",
            "I have not started any treatment. I wonder if he needs karyotype and Y chromosome "
            "microdeletion testing before the couple proceed to ICSI.",
            "The IVF unit have asked for an andrology opinion before ICSI is planned.",
            "He stopped steroid use at my advice; repeat semen analysis is pending.",
            "I have checked his bloods as per NICE guidance and he is otherwise well. I would be gratefull "
            "for your advice."]), "\n")
        if ctx.cc in ("UK", "IE", "NZ") and r.random() < 0.5:
            nb.w("They meet local criteria for publicly funded fertility treatment.\n")
        if ctx.us and r.random() < 0.6:
            nb.w("Insurance: ", (ctx.insurer(), "ORGANIZATION"), ", ", ctx.hp[0], " ",
                 (ctx.hp[1], "HEALTHPLAN"), ".\n")
        nb.w("\n", *C.sign(ctx, gp, site=gps["name"] if r.random() < 0.4 else None))
        if r.random() < 0.5:
            nb.w(*C.typist(ctx, gp))
    else:
        # ---- e-referral form ----
        idl = {"UK": "UBRN", "IE": "Healthlink Ref", "AU": "Referral ID", "NZ": "eReferral No.",
               "CA": "Referral #", "US": "Referral #", "ZA": "Ref No."}[ctx.cc]
        idv = (ctx.idv("", 12) if ctx.cc == "UK" else ctx.idv("R", 8))
        if ctx.cc == "UK":
            idv = idv[:4] + " " + idv[4:8] + " " + idv[8:]
        nb.w(r.choice(["ELECTRONIC REFERRAL - ANDROLOGY / MALE INFERTILITY",
                       "Referral: Urology (Male Infertility)", "E-REFERRAL FORM",
                       "REFERRAL FOR SPECIALIST ANDROLOGY ASSESSMENT"]), "\n")
        nb.w("=" * r.randint(30, 50), "\n")
        nb.w(idl, ": ", (idv, "IDNUM"), "\n")
        nb.w("Date of referral: ", (ctx.D(ctx.today), "DATE"), "    Priority: ",
             r.choice(["Routine", "Routine", "Soon", "Urgent"]), "\n")
        nb.w("Referred to: ", (hosp["name"], "HOSPITAL"), " - ", r.choice(["Urology", "Andrology",
                                                                            "Reproductive Urology"]), "\n")
        if r.random() < 0.6:
            nb.w("Named clinician: ", *ctx.tn(urol, r.choice(["fl", "l"])), "\n")
        nb.w("\nREFERRER\n", "Name: ", *ctx.tn(gp, "fl"), "   ", gp.lic[0], " ", (gp.lic[1], "LICENSE"), "\n")
        nb.w("Practice: ", (gps["name"], "HOSPITAL"), "\n", "Address: ", *ctx.addr_block(gps["addr"], ", "), "\n")
        nb.w("Tel: ", (gps["phone"], "PHONE"), "   Fax: ", (gps["fax"], "FAX"), "\n")
        if r.random() < 0.5:
            nb.w("Secure email: ", (ctx.mail(gp, org=True), "EMAIL"), "\n")
        nb.w("\nPATIENT\n")
        nb.w("Surname: ", (ctx.pt.last.upper(), "PATIENT"), "   Forename(s): ", (ctx.pt.first, "PATIENT"), "\n")
        nb.w(*C.pt_block(ctx, ("dob", "sex", "mrn"), style="colon"), "\n")
        nb.w("Address: ", *ctx.addr_block(ctx.addr, ", "), "\n")
        nb.w("Mobile: ", (ctx.mob, "PHONE"))
        if r.random() < 0.5:
            nb.w("   Home: ", (ctx.home, "PHONE"))
        nb.w("\n")
        if r.random() < 0.6:
            nb.w("Email: ", (ctx.email, "EMAIL"), "\n")
        if ctx.ssn and r.random() < 0.8:
            nb.w(ctx.ssn[0], ": ", (ctx.ssn[1], "SSN"), "\n")
        if r.random() < 0.7:
            nb.w("Insurer / funding: ", (ctx.insurer(), "ORGANIZATION") if r.random() < 0.6 else "Public",
                 "  ", ctx.hp[0], " ", (ctx.hp[1], "HEALTHPLAN"), "\n")
        nb.w("Occupation: ", (ctx.job, "PROFESSION"))
        if r.random() < 0.5:
            nb.w(" at ", (ctx.org(), "ORGANIZATION"))
        nb.w("\n")
        lang = r.random()
        if lang < 0.15:
            nb.w("Interpreter required: Yes - ", r.choice(["Polish", "Arabic", "Mandarin", "Portuguese",
                                                           "Somali", "Punjabi", "Tongan"]), "\n")
        else:
            nb.w("Interpreter required: No\n")
        if r.random() < 0.3:
            nb.w("Country of birth: ", (r.choice(["Nigeria", "Poland", "India", "Brazil", "Philippines",
                                                   "Lebanon", "Zimbabwe", "Samoa", "Vietnam", "Romania",
                                                   "Pakistan", "Iran", "China", "Ghana", "Kenya"]), "COUNTRY"), "\n")
        nb.w("\nPARTNER\nName: ", (ctx.partner.f("fl"), "FAMILY"), "   Age: ", (str(ctx.p_age), "AGE"), "\n")
        if r.random() < 0.5:
            pdob = ctx.today - __import__("datetime").timedelta(days=365 * ctx.p_age + r.randint(20, 340))
            nb.w("Partner DOB: ", (ctx.D(pdob), "DATE"), "\n")
        nb.w("Fertility clinic: ", (ivf["name"], "HOSPITAL"), "\n")
        nb.w("\nREASON FOR REFERRAL\n", r.choice([
            "Abnormal semen analysis x%d. " % len(sas), "Azoospermia on repeat testing. ",
            "Male factor subfertility. ", "Severe OAT - ?suitable for ICSI / retrieval. "]),
             "Trying to conceive %d months. " % months, "\n")
        nb.w("\nINVESTIGATIONS\n")
        for d, v in sas:
            nb.w(*_sa_line(ctx, d, v), "\n")
        nb.w("\nHISTORY\n")
        for it in clin.infert_hx(ctx, r.randint(2, 4)):
            nb.w("* ", *it, "\n")
        nb.w("\nAllergies: ", r.choice(["NKDA", "penicillin (rash)", "nil known", "latex"]), "\n")
        nb.w("Current meds: ", r.choice(["none", ", ".join(r.sample(clin.MEDS, 2))]), "\n")
        nb.w("\nSubmitted by: ", (ctx.username(gp), "USERNAME"), "  on ", (ctx.DS(ctx.today), "DATE"),
             " ", "%02d:%02d" % (r.randint(8, 18), r.randint(0, 59)), "\n")
    return nb


# ------------------------------------------------------------------------
def semen_analysis_report(ctx):
    r = ctx.r
    nb = NB()
    lab = ctx.site(r.choice(["lab", "lab", "hosp", "clinic"]))
    req = ctx.staff(r.choice(["urol", "gp", "gp", "reg"]))
    req_site = ctx.site(r.choice(["gp", "ivf", "clinic"]))
    sci = ctx.staff("sci")
    auth = ctx.staff("sci")
    v = clin.semen(r)
    edition = r.choice(["2021", "2021", "2010"])
    ref = clin.WHO[edition]
    coll = ctx.back(0, 14)
    labno = ctx.lab_no()
    hh, mm = r.randint(7, 11), r.randint(0, 59)
    rec_m = mm + r.randint(12, 55)
    rh, rm = hh + rec_m // 60, rec_m % 60
    abst = r.choice([2, 3, 3, 4, 4, 5, 6, 7, 10])
    dept = r.choice(["Andrology Laboratory", "Department of Reproductive Medicine",
                     "Clinical Pathology - Andrology", "Semen Analysis Service", None])
    layout = r.random()
    nb.w(*ctx.letterhead(lab, dept, web=r.random() < 0.5))
    nb.w("\n", r.choice(["SEMEN ANALYSIS REPORT", "DIAGNOSTIC SEMEN ANALYSIS", "Semen Analysis",
                         "SEMINAL FLUID ANALYSIS"]), "\n")
    nb.w("(methods per WHO laboratory manual, %s)\n" % ("6th edition, 2021" if edition == "2021"
                                                      else "5th edition, 2010"))
    nb.w("-" * 60, "\n")
    if layout < 0.5:
        nb.w("Patient: ", (ctx.pt.f(r.choice(["LF", "LFM"])), "PATIENT"), "    DOB: ", (ctx.D(ctx.dob), "DATE"),
             "    Age: ", (str(ctx.age), "AGE"), "\n")
        nb.w(ctx.mrn[0], ": ", (ctx.mrn[1], "MRN"), "    Lab No: ", (labno, "IDNUM"), "\n")
        nb.w("Requested by: ", *ctx.tn(req, r.choice(["fl", "il"])), ", ", (req_site["name"], "HOSPITAL"), "\n")
        if r.random() < 0.4:
            nb.w("Partner: ", (ctx.partner.f("fl"), "FAMILY"), "  (", ctx.mrn[0], " ",
                 (ctx.c.mrn(r)[1], "MRN"), ")\n")
    else:
        nb.w(*C.pt_block(ctx, ("name", "dob", "mrn"), style="pad"), "\n")
        nb.w("Specimen ID:  ", (labno, "IDNUM"), "\n")
        nb.w("Requester:    ", *ctx.tn(req, "fl"), "\n")
        nb.w("Location:     ", (req_site["name"], "HOSPITAL"), "\n")
        if r.random() < 0.4:
            nb.w("Visit no:     ", (ctx.acct(), "ACCOUNT"), "\n")
    nb.w("\nCollected: ", (ctx.D(coll), "DATE"), " %02d:%02d" % (hh, mm), "   Received: ",
         (ctx.D(coll), "DATE"), " %02d:%02d" % (rh, rm), "\n")
    loc = r.random()
    if loc < 0.5:
        nb.w("Collection: masturbation, on site (collection room ", (ctx.room(), "LOCATION_OTHER"), ")\n")
    else:
        nb.w("Collection: masturbation at home, delivered within ", str(r.choice([30, 40, 45, 50, 55])),
             " min at body temperature\n")
    nb.w("Abstinence: %d days   Complete sample: %s\n" % (abst, r.choice(["Yes", "Yes", "Yes",
                                                                         "No - first portion lost"])))
    nb.w("\n%-34s %-20s %s\n" % ("Parameter", "Result", "Lower ref. limit"))
    rows = [("Appearance", v["app"], ""), ("Liquefaction", v["liq"], "< 60 min"),
            ("Viscosity", v["visc"], ""),
            ("Volume", "%.1f mL" % v["vol"], ">= %.1f mL" % ref["vol"]),
            ("pH", "%.1f" % v["ph"], ">= 7.2"),
            ("Sperm concentration", ("%s x10^6/mL" % clin.conc_txt(v)) if v["conc"] else "0 (none seen)",
             ">= %d x10^6/mL" % ref["conc"]),
            ("Total sperm number", ("%.1f x10^6" % v["tot"]) if v["conc"] else "0",
             ">= %d x10^6" % ref["tot"])]
    if v["conc"]:
        rows += [("Progressive motility (PR)", "%d %%" % v["pr"], ">= %d %%" % ref["pr"]),
                 ("Non-progressive (NP)", "%d %%" % v["np"], ""),
                 ("Immotile (IM)", "%d %%" % v["im"], ""),
                 ("Total motility (PR+NP)", "%d %%" % v["tm"], ">= %d %%" % ref["tm"]),
                 ("Vitality (eosin-nigrosin)", "%d %%" % v["vit"], ">= %d %%" % ref["vit"]),
                 ("Normal forms (%s)" % r.choice(["Tygerberg strict", "Kruger", "Papanicolaou"]),
                  "%d %%" % v["morph"], ">= %d %%" % ref["morph"]),
                 ("MAR test (IgG)", v["mar"], "< 50 %")]
    rows.append(("Peroxidase +ve leucocytes", "%s x10^6/mL" % v["wbc"], "< 1.0 x10^6/mL"))
    for a, b, c in rows:
        nb.w(("%-34s %-20s %s" % (a, b, c)).rstrip() + "\n")
    nb.w("\nComment:\n")
    cm = [clin.sa_summary(v).capitalize() + "."]
    if v["conc"] == 0:
        cm.append(r.choice(["Whole sample centrifuged at 3000 g for 15 min; pellet examined in full.",
                            "Pellet examined after centrifugation; no spermatozoa identified.",
                            "Recommend repeat after a further 3-month interval and hormone profile (FSH, LH, testosterone)."]))
    elif v["conc"] < 5:
        cm.append("Low count - consider cryopreservation of a sample if parameters decline.")
    if v["vol"] < 1.0:
        cm.append("Low volume with acidic pH - ?CBAVD or ejaculatory duct obstruction; suggest "
                  "post-ejaculatory urine, seminal fructose and TRUS.")
    if v["wbc"] not in ("<0.2", "0.3", "0.4", "<0.5", "0.6"):
        cm.append("Leucocytospermia - culture sent.")
    if r.random() < 0.4:
        cm.append("Counting chamber: %s." % r.choice(["improved Neubauer haemocytometer", "Makler chamber",
                                                         "Leja 20 micron slide (CASA)"]))
    if r.random() < 0.4:
        cm.append("A single analysis may not be representative; repeat in 6-12 weeks if abnormal.")
    nb.w(" ".join(cm), "\n\n")
    nb.w("Analysed by: ", (sci.f(r.choice(["fl", "il"])), "DOCTOR"), ", ", sci.role, "\n")
    nb.w("Authorised: ", (auth.f(r.choice(["fl", "il", "ii"])), "DOCTOR"), "  ", (ctx.D(coll), "DATE"),
         " %02d:%02d" % (r.randint(12, 17), r.randint(0, 59)), "\n")
    if r.random() < 0.5:
        nb.w("Validated in LIMS by user ", (ctx.username(auth), "USERNAME"), "\n")
    if r.random() < 0.5:
        nb.w("Copy to: ", *ctx.tn(ctx.staff("gp"), r.choice(["fl", "il"])), ", ",
             (ctx.site("gp")["name"], "HOSPITAL"), "\n")
    nb.w("Report status: FINAL    Page 1 of 1\n")
    return nb
