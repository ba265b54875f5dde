"""Reports and forms: tTG/EMA serology report, duodenal biopsy report,
dietitian assessment, annual review proforma."""
import blocks as B
import clin
import ids
import prose
from phi import Note


def _D(x, dt, st=None):
    return ("DATE", x.d(dt, st))


def _time(x):
    return "%02d:%02d" % (x.ri(7, 17), x.ri(0, 59))


def serology_report(x):
    n = Note(x.spell)
    k = B.case(x, 1, 88)
    p = k.pt
    lab = x.site("lab")
    req = x.ch([k.gp, k.cons])
    coll = k.today
    rec = x.after(coll, 0, 1)
    rep = x.after(rec, 0, 6)
    pos = x.pr(0.55)
    tt = clin.ttg(x, pos)
    style = x.ch(["lims", "us", "au"]) if x.c in ("US", "CA") else x.ch(["lims", "lims", "au"])
    if style == "lims":
        n.add(("HOSPITAL", lab["name"]), x.ch([" - Immunology", " - Blood Sciences", " | Clinical Immunology Laboratory"]), "\n")
        n.add(x.addr(lab["addr"], "inline"), "   Enquiries: ", ("PHONE", x.phone("land")), "\n")
        n.add("=" * 64, "\n")
        n.add("Patient : ", p.n(x.ch(["LF", "LFU", "LFM"])), "\n")
        n.add("DOB     : ", _D(x, p.dob, x.ch(["num", "DMON", "dmon"])), " (", ("AGE", str(p.age)), "y)   Sex: ", p.sex, "\n")
        n.add(k.mrn[0].ljust(8), ": ", ("MRN", k.mrn[1]))
        if k.nat:
            n.add("   ", k.nat[0], ": ", ("MRN", k.nat[1]))
        n.add("\n")
        n.add("Lab No  : ", ("IDNUM", ids.idnum(x, "lab")), "   Order: ", ("IDNUM", ids.idnum(x, "order")), "\n")
        loc = x.ch(["gp", "ward", "clinic"])
        if loc == "gp":
            n.add("Source  : ", ("HOSPITAL", k.gps["name"]), "\n")
        elif loc == "ward":
            n.add("Source  : ", ("HOSPITAL", x.ward()), ", ", ("HOSPITAL", k.hosp["name"]), "\n")
        else:
            n.add("Source  : ", x.ch(["Gastro OPD", "Paediatric OPD", "GI Clinic 3"]), ", ", ("HOSPITAL", k.hosp["name"]), "\n")
        n.add("Req by  : ", req.n(x.ch(["tfull", "ini2", "LFU"])), "\n")
        n.add("Collected ", _D(x, coll), " ", _time(x), "  Received ", _D(x, rec), " ", _time(x), "  Reported ", _D(x, rep), " ", _time(x), "\n")
    elif style == "us":
        n.add(("HOSPITAL", lab["name"]), "\n", x.addr(lab["addr"], "inline"), "\n")
        n.add("CLIA #: ", ("LICENSE", "%02dD%07d" % (x.ri(1, 52), x.ri(0, 9999999))), "   Lab Director: ", x.staff("path").n("tcred"), "\n\n")
        n.add("PATIENT: ", p.n("LFM"), "   DOB: ", _D(x, p.dob), "   AGE: ", ("AGE", str(p.age)), "   SEX: ", p.sex, "\n")
        n.add(k.mrn[0], ": ", ("MRN", k.mrn[1]), "   ")
        if k.ssn and x.pr(0.35):
            n.add(k.ssn[0], ": ", ("SSN", k.ssn[1]), "   ")
        a = ids.account(x)
        n.add(a[0], ": ", ("ACCOUNT", a[1]), "\n")
        if x.pr(0.5):
            n.add("INSURANCE: ", ("ORGANIZATION", x.org("insurer")), "  ", k.hp[0], ": ", ("HEALTHPLAN", k.hp[1]), "\n")
        n.add("ORDERING PROVIDER: ", req.n(x.ch(["cred", "LFU"])), "  NPI: ", ("LICENSE", x.ch("12") + x.digits(9)), "\n")
        n.add("ACCESSION: ", ("IDNUM", ids.idnum(x, "lab")), "   REQUISITION: ", ("IDNUM", ids.idnum(x, "order")), "\n")
        n.add("COLLECTED: ", _D(x, coll), " ", _time(x), "   RECEIVED: ", _D(x, rec), "   FINAL: ", _D(x, rep), "\n")
    else:
        n.add(("HOSPITAL", lab["name"]), x.ch(["  ABN 51 824 753 556", "", "  NATA accredited"]), "\n")
        n.add("Lab ref ", ("IDNUM", ids.idnum(x, "lab")), "   ", k.mrn[0], " ", ("MRN", k.mrn[1]), "\n")
        n.add(p.n(x.ch(["LFU", "full"])), "  ", _D(x, p.dob), "  ", p.sex, "\n", x.addr(k.addr, "inline"), "\n")
        if x.c == "AU" and x.pr(0.6):
            n.add("Medicare: ", ("HEALTHPLAN", k.hp[1] if k.hp[0].startswith("Medicare") else x.ch("23456") + x.digits(9)), "\n")
        n.add("Referring: ", req.n("tfull"), ", ", ("HOSPITAL", k.gps["name"]), "  Copy: ", k.cons.n("tfull"), "\n")
        n.add("Collected ", _D(x, coll), "  Reported ", _D(x, rep), "\n")
    n.add("\nClinical notes: ", x.ch(["?coeliac. Tired, IDA.", "Known coeliac - annual review on GFD.", "FDR of coeliac (sibling).",
                                      "T1DM annual screen.", "Bloating, loose stools, wt loss", "Down syndrome - screening",
                                      "Gluten challenge week 6", "Short stature ?cause"]), "\n\n")
    n.add("TEST                         RESULT              UNITS   REF       FLAG\n")
    n.add("-" * 72, "\n")
    iga = clin.iga(x)
    n.add("%-28s %-19s %-7s %-9s %s\n" % ("Tissue transglutaminase IgA", tt[0], x.ch(["U/mL", "CU", "U/mL"]), tt[1], tt[2]))
    n.add("%-28s %-19s %-7s %-9s %s\n" % ("Total IgA", iga[0], "g/L", "0.70-4.00", "L" if iga[1] else ""))
    if x.pr(0.6) or pos:
        n.add("%-28s %s\n" % ("Endomysial antibody IgA", clin.ema(x, pos)))
    if iga[1] or x.pr(0.2):
        n.add("%-28s %-19s %-7s %-9s\n" % ("DGP IgG", str(x.ri(2, 150)), "U/mL", "<20"))
        n.add("%-28s %-19s %-7s %-9s\n" % ("tTG IgG", str(x.ri(1, 90)), "U/mL", "<10"))
    if x.pr(0.25):
        n.add("HLA-DQ typing                ", clin.hla(x), "  [specimen ", ("IDNUM", ids.idnum(x, "hla")), "]\n")
    n.add("\nComment: ")
    if iga[1]:
        n.add(iga[1], ".")
    elif pos:
        n.add(x.ch(["Positive tTG-IgA. If not already done, refer to gastroenterology for consideration of duodenal biopsy while on a gluten-containing diet (",
                    "tTG-IgA >10x ULN. In children, diagnosis may be made without biopsy if EMA positive on a second sample (",
                    "Result consistent with coeliac disease. Patient should continue to eat gluten pending specialist review ("]),
              x.ch(clin.GUIDELINES), ").")
    else:
        n.add(x.ch(["Negative tTG-IgA with normal total IgA. Coeliac disease unlikely if on a gluten-containing diet.",
                    "Result within target on a gluten-free diet.", "Negative. Note: false negatives occur on a gluten-free diet."]))
    n.add("\n")
    if x.pr(0.55):
        n.add("\nPrevious results (tTG-IgA):\n")
        d0 = coll
        for _ in range(x.ri(1, 4)):
            d0 = x.before(d0, 90, 500)
            n.add("  ", _D(x, d0, x.ch(["num", "num_short"])), "   ", clin.ttg(x)[0], "\n")
    n.add("\n")
    sci = x.staff(x.ch(["sci", "path"]))
    n.add(x.ch(["Authorised by: ", "Validated: ", "Reported by: "]), sci.n(x.ch(["full", "cred", "ini"])), ", ",
          x.ch(["Clinical Scientist", "Consultant Immunologist", "Senior BMS", "Laboratory Medicine"]), "  ", _D(x, rep), "\n")
    if x.pr(0.4):
        n.add("Copy to: ", k.cons.n(x.ch(["tfull", "ini"])), ", ", x.ch(["Gastroenterology", "GI clinic"]), ", ", ("HOSPITAL", k.hosp["name"]), "\n")
    if x.pr(0.3):
        n.add("Results portal: ", ("URL", x.url(lab["slug"], "portal")), "\n")
    n.add("*** END OF REPORT ***", x.ch(["", "  Page 1 of 1"]))
    return n


def biopsy_report(x):
    n = Note(x.spell)
    k = B.case(x, 1, 86)
    p = k.pt
    lab = x.site(x.ch(["hosp", "lab"]))
    endo = x.staff(x.ch(["cons", "reg"]))
    path = x.staff("path")
    proc = k.today
    rep = x.after(proc, 2, 12)
    atro = x.pr(0.7)
    n.add(x.ch(["HISTOPATHOLOGY REPORT", "SURGICAL PATHOLOGY REPORT", "Cellular Pathology Report", "ANATOMICAL PATHOLOGY"]), "\n")
    suf = [" Department of Cellular Pathology", ", Histology Laboratory"] + ([] if "Patholog" in lab["name"] else [" Pathology"])
    n.add(("HOSPITAL", lab["name"]), x.ch(suf), "\n")
    if x.pr(0.5):
        n.add(x.addr(lab["addr"], "inline"), "  Tel ", ("PHONE", x.phone("land")), "\n")
    n.add("\n")
    n.add("Case number: ", ("IDNUM", ids.idnum(x, "histo")), x.ch(["    ", "\n"]), "Received: ", _D(x, x.after(proc, 0, 1)), "\n")
    n.add("Name: ", p.n(x.ch(["LFU", "LF", "full"])), "   DOB: ", _D(x, p.dob), "   Age/Sex: ", ("AGE", str(p.age)), "/", p.sex, "\n")
    n.add(k.mrn[0], ": ", ("MRN", k.mrn[1]))
    if k.nat:
        n.add("   ", k.nat[0], ": ", ("MRN", k.nat[1]))
    n.add("\n")
    if x.pr(0.35):
        a = ids.account(x)
        n.add(a[0], ": ", ("ACCOUNT", a[1]), "\n")
    n.add("Requesting clinician: ", endo.n(x.ch(["tfull", "ini", "cred"])), x.ch([" (endoscopist)", "", " / GI"]), "\n")
    n.add("Location: ", x.ch(["Endoscopy Unit", "Day Surgery", "Endoscopy Suite"]), ", ", ("HOSPITAL", k.hosp["name"]))
    if x.pr(0.4):
        n.add(", ", x.ch(["Room ", "Procedure Room "]), ("LOCATION_OTHER", str(x.ri(1, 6))))
    n.add("\nProcedure date: ", _D(x, proc), "\n\n")
    tt = clin.ttg(x, True)
    n.add("CLINICAL DETAILS:\n", x.ch(["?Coeliac disease. tTG-IgA " + tt[0] + " U/mL. On normal (gluten-containing) diet.",
                                     "Known coeliac on GFD since diagnosis, persistent symptoms - ?refractory, ?ongoing exposure.",
                                     "IDA, positive EMA. Eating gluten (challenge 3 slices bread/day x 6/52).",
                                     "Dyspepsia. Scalloped folds seen at OGD. Please assess for coeliac.",
                                     "Diarrhoea, wt loss. Hx Hashimoto's. ?coeliac ?microscopic colitis."]), "\n\n")
    n.add("SPECIMENS:\n", "A. D2 biopsies x", str(x.ri(4, 5)), "\n", "B. D1 (bulb) biopsies x", str(x.ri(1, 2)), "\n")
    if x.pr(0.4):
        n.add("C. Gastric antrum/body (Sydney protocol) for H. pylori\n")
    n.add("\nMACROSCOPY:\n", "A. ", x.ch(["Four", "Five", "Multiple"]), " pale tan fragments of tissue measuring ", str(x.ri(1, 2)),
          "-", str(x.ri(3, 5)), " mm. All embedded (A1-A2).\n", "B. Two fragments, 2 and 3 mm. All embedded (B1).\n")
    if x.pr(0.5):
        n.add("(Grossed by ", ("DOCTOR", x.staff("sci").first[0] + x.staff("sci").last[0]), ")\n")
    n.add("\nMICROSCOPY:\n", "A and B. ", clin.histology_micro(x, atro), "\n")
    if x.pr(0.5):
        n.add("CD3 immunohistochemistry confirms ", x.ch(["increased", "raised", "no increase in"]), " intraepithelial T-lymphocytes. ",
              x.ch(["Aberrant (CD3+/CD8-) IEL phenotype not seen.", "", "CD8 co-expression retained."]), "\n")
    n.add("\nCONCLUSION:\n")
    if atro:
        n.add("A-B. Duodenal mucosa with villous atrophy and intraepithelial lymphocytosis, in keeping with coeliac disease (",
              clin.marsh(x, True), ") in the appropriate serological context.\n")
    else:
        n.add("A-B. ", x.ch(["Normal duodenal mucosa.", "Intraepithelial lymphocytosis without villous atrophy (" + clin.marsh(x, False) + ")."]), "\n")
    if x.pr(0.5):
        n.add("SNOMED: ", x.ch(["T64300 M58100", "T64000 M40000", "T65100 M00100"]), "\n")
    if x.pr(0.3):
        n.add("\nAddendum (", _D(x, x.after(rep, 1, 10)), "): Reviewed at the GI histopathology MDT; ",
              x.ch(["no change to diagnosis.", "agreed with Dr ", "shown to "]))
        if n.buf[-1] in ("agreed with Dr ", "shown to "):
            n.add(("DOCTOR", x.staff("path").last), ".")
        n.add("\n")
    n.add("\nReported by: ", path.n(x.ch(["tfull", "cred", "tcred"])), ", ", B.role_title(x, "path"), "\n")
    if x.pr(0.6):
        L = ids.license(x, "path")
        n.add(L[0], " ", ("LICENSE", L[1]), "\n")
    n.add("Date reported: ", _D(x, rep), x.ch(["", "  (verified electronically)"]), "\n")
    if x.pr(0.4):
        n.add("Copies: ", k.gp.n("tfull"), ", ", ("HOSPITAL", k.gps["name"]), "; ", k.cons.n("tfull"), "\n")
    return n


def dietitian_assessment(x):
    n = Note(x.spell)
    k = B.case(x, 2, 84)
    p = k.pt
    s, o, pos = p.pr()
    diet = x.staff("diet")
    dt = k.today
    n.add(x.ch(["DIETETIC ASSESSMENT - COELIAC DISEASE", "Dietitian Initial Assessment", "Nutrition & Dietetics: " + x.CD + " disease",
                "Dietetic Outpatient Consultation"]).replace("COELIAC", x.cd.upper()), "\n")
    n.add(("HOSPITAL", x.ch([k.hosp["name"], x.site("hosp")["name"]])), x.ch([" - Nutrition & Dietetics", " Dietetic Department", ""]), "\n")
    n.add("Date: ", _D(x, dt), x.ch(["   Type: new patient (group education)", "   Type: 1:1 new", "   Type: review", "   Telehealth (video)"]), "\n")
    n.add("Name: ", p.n(x.ch(["full", "LF"])), "   DOB: ", _D(x, p.dob), "   ", k.mrn[0], ": ", ("MRN", k.mrn[1]), "\n")
    if k.child:
        n.add("Seen with: ", k.parent.role, " (", k.parent.n(x.ch(["full", "first"])), ")\n")
    n.add("Referred by: ", k.cons.n(x.ch(["tfull", "ini"])), x.ch([" (gastro)", "", " following diagnosis"]), "\n\n")
    n.add("A - Anthropometry\n")
    if k.child:
        n.add("Wt ", "%.1f" % (10 + p.age * 3 + x.r.random() * 5), " kg (", x.ch(["9th", "25th", "2nd", "50th", "0.4th-2nd"]), " centile), Ht ",
              str(80 + p.age * 6), " cm (", x.ch(["25th", "9th", "50th"]), " centile). ", x.ch(["Crossing centiles downward since infancy.", "Tracking.", ""]), "\n")
    else:
        w = 45 + x.r.random() * 50
        n.add("Wt ", "%.1f" % w, " kg, Ht ", "%.2f" % (1.5 + x.r.random() * 0.4), " m, BMI ", "%.1f" % (17 + x.r.random() * 15),
              " kg/m2. ", x.ch(["Weight stable.", "Lost 6 kg over 4 months.", "Gained 3 kg since starting GFD.", "MUST score 1."]), "\n")
    n.add("\nB - Biochemistry\n")
    tt = clin.ttg(x)
    n.add("tTG-IgA ", tt[0], " U/mL (", _D(x, x.before(dt, 10, 120), x.ch(["num_short", "num", "abbr"])), "). ")
    n.add(", ".join("%s %s" % (a, b) for a, b, _, _ in clin.bloods(x)), ".\n")
    n.add("\nC - Clinical\n", "Symptoms: ", ", ".join(prose.symptoms(x)), ". ", x.ch(clin.COMORB), ". ", clin.scores(x), ".\n")
    n.add("Meds: ", "; ".join(prose.meds(x, sex=p.sex)), ". Allergies: ", x.ch(clin.ALLERGIES), ".\n")
    n.add("\nD - Dietary\n")
    n.add("24 h recall: B - ", x.ch(["porridge (standard oats)", "Weetabix", "toast x2 with butter", "GF muesli", "nil"]), "; L - ",
          x.ch(["sandwich from work canteen", "leftover rice and curry", "soup and roll", "GF wrap with chicken"]), "; D - ",
          x.ch(["pasta bake", "fish and chips (takeaway)", "stir fry with soy sauce", "roast dinner with gravy", "jollof rice and chicken"]),
          "; snacks - ", x.ch(["biscuits", "fruit", "crisps", "chocolate bar", "rice cakes"]), ".\n")
    n.add("Identified gluten sources: ", x.ch(["standard oats, soy sauce, gravy granules", "shared toaster, breadcrumbs", "barley malt vinegar (fine), beer (not)",
                                             "none obvious", "communion wafer weekly"]), ". ")
    n.add("Calcium intake est. ", str(x.ri(350, 1300)), " mg/day.\n")
    n.add("\nE - Environment / social\n")
    n.add(prose.social(x, k), "\n")
    if x.pr(0.4):
        n.add(prose.travel(x, k), "\n")
    if x.pr(0.4):
        n.add("Cooking/shopping: ", x.ch(["does own shopping at ", "partner shops at ", "mostly online from "]),
              ("ORGANIZATION", x.ch(["Greenleaf Supermarkets", "Harbourside Foods", "Kestrel Fresh", x.org("employer")])), ". Budget concerns re GF products.\n")
    n.add("\nEducation given\n")
    ed = ["Principles of GFD; naturally GF foods", "Label reading ('may contain' vs. 'contains')", "Cross-contamination at home (toaster bags, separate spreads)",
          "Eating out and travel", "Oats - pure uncontaminated oats introduced after 6-12 months if well", "Calcium and iron rich foods",
          "Gluten-free prescription allowance" if x.c in ("UK", "NZ", "IE") else "Cost of GF foods - tax / benefit letters",
          "Alcohol: wine, spirits, cider OK; standard beer/lager not"]
    x.r.shuffle(ed)
    for e in ed[:x.ri(3, 6)]:
        n.add("- ", e, "\n")
    if x.pr(0.5):
        n.add("Signposted to ", ("ORGANIZATION", x.org("society")), x.ch([" (local group meets monthly)", "", " - website "]))
        if n.buf[-1] == " - website ":
            n.add(("URL", x.url(None, "info")))
        n.add(".\n")
    n.add("\nGoals: ", x.ch(["strict GFD; keep food/symptom diary 2 weeks", "increase calcium to 1000 mg/day", "trial lactose reduction 4 weeks",
                             "weight gain 0.5 kg/month"]), "\n")
    n.add("Plan: review ", x.ch(["in 3 months", "in 6 weeks", "at annual review", "by telephone in 8 weeks"]), "; ")
    if x.c == "UK":
        n.add("GF prescription request sent to GP (", str(x.ri(8, 18)), " units/month).\n")
    else:
        n.add("letter to ", x.gp, ".\n")
    n.add("\n", diet.n(x.ch(["cred", "full", "tcred"])), ", ", B.role_title(x, "diet", k.child), "\n")
    if x.pr(0.7):
        L = ids.license(x, "diet")
        n.add(L[0], " ", ("LICENSE", L[1]), x.ch(["  ", "\n"]))
    n.add("Tel ", ("PHONE", x.phone("land")), x.ch(["", "  Email "]))
    if n.buf[-1] == "  Email ":
        n.add(("EMAIL", x.email(diet, slug=k.hosp["slug"] if x.pr(0.5) else None)))
    return n


def annual_review(x):
    n = Note(x.spell)
    k = B.case(x, 3, 86)
    p = k.pt
    dt = k.today
    chk = lambda b: "[x]" if b else "[ ]"
    tick = x.ch(["box", "yn"])
    n.add(x.ch([x.CD.upper() + " DISEASE ANNUAL REVIEW", x.CD + " Disease Annual Review Proforma", "Annual " + x.cd + " review (template)",
                "CD ANNUAL REVIEW - PRIMARY CARE TEMPLATE"]), "\n")
    n.add(("HOSPITAL", x.ch([k.gps["name"], k.hosp["name"]])), "\n")
    n.add("-" * 48, "\n")
    n.add("Name: ", p.n(x.ch(["full", "LF", "LFU"])), "\n")
    n.add("DOB: ", _D(x, p.dob), "    Age: ", ("AGE", str(p.age)), "\n")
    n.add(k.mrn[0], ": ", ("MRN", k.mrn[1]), "\n")
    if k.nat:
        n.add(k.nat[0], ": ", ("MRN", k.nat[1]), "\n")
    if x.c in ("US", "IE") and x.pr(0.6):
        n.add(k.ssn[0], ": ", ("SSN", k.ssn[1]), "\n")
    if x.c in ("US", "CA", "AU") and x.pr(0.7):
        n.add(k.hp[0], ": ", ("HEALTHPLAN", k.hp[1]), "\n")
    n.add("Address: ", x.addr(k.addr, "inline"), "\n")
    n.add("Tel: ", ("PHONE", x.phone(x.ch(["mob", "land"]))), "\n")
    if x.pr(0.4):
        n.add("Email: ", ("EMAIL", x.email(p)), "\n")
    n.add(x.gp, ": ", k.gp.n(x.ch(["tfull", "ini"])), "\n")
    rev = x.staff(x.ch(["cns", "diet", "gp"]))
    n.add("Date of review: ", _D(x, dt), "    Seen by: ", rev.n(x.ch(["full", "initials", "ini"])), "\n")
    n.add("-" * 48, "\n")
    n.add("Date of diagnosis: ", _D(x, k.diag, x.ch(["my", "num", "y"])), "\n")
    n.add("Method: ", x.ch(["serology + duodenal biopsy (" + clin.marsh(x) + ")", "no-biopsy (tTG >10x ULN, EMA+)", "biopsy; serology unavailable"]), "\n")
    n.add("Years on GFD: ", str(max(1, (dt - k.diag).days // 365)), "\n\n")
    n.add("SYMPTOMS\n")
    for sy in ["Diarrhoea", "Abdominal pain", "Bloating", "Fatigue", "Weight loss", "Rash (DH)"]:
        b = x.pr(0.2)
        n.add("  ", sy.ljust(18), chk(b) if tick == "box" else ("Y" if b else "N"), "\n")
    n.add("\nADHERENCE\n  Self-reported: ", x.ch(["strict", "occasional lapses", "mostly", "not following"]), "   ", clin.scores(x), "\n")
    n.add("  Accidental exposure: ", x.ch(["none", "eating out x2", "at " ]))
    if n.buf[-1] == "at ":
        n.add(x.ch(["work canteen (", "friend's house ("]), ("ORGANIZATION", x.org("employer")), ")")
    n.add("\n\nMEASUREMENTS\n  Wt ", "%.1f" % (20 + x.r.random() * 70), " kg   BMI ", "%.1f" % (16 + x.r.random() * 16), "   BP ",
          "%d/%d" % (x.ri(98, 156), x.ri(58, 94)), "\n\n")
    n.add("BLOODS (", _D(x, x.before(dt, 3, 25), x.ch(["num_short", "num"])), ")\n")
    tt = clin.ttg(x, x.pr(0.25))
    n.add("  tTG-IgA ", tt[0], " (", tt[1], ")\n")
    for r in clin.bloods(x):
        n.add("  %-14s %s %s\n" % (r[0], r[1], r[2]))
    n.add("\nBONE HEALTH\n  Last DXA: ")
    if x.pr(0.6):
        n.add(_D(x, x.before(dt, 200, 2000), x.ch(["my", "num", "y"])), " - ", x.ch(["normal", "osteopenia (T -1.6)", "osteoporosis (T -2.7) - on alendronate", "Z-score -2.2"]), "\n")
    else:
        n.add("not done", x.ch(["", " - requested", " - not indicated"]), "\n")
    n.add("  Calcium/vit D supplement: ", x.ch(["yes", "no", "yes (Adcal-D3)"]), "\n\n")
    n.add("VACCINATIONS (hyposplenism)\n  Pneumococcal: ")
    if x.pr(0.6):
        n.add(x.ch(["PPV23 ", "PCV20 ", "PCV13 "]), _D(x, x.before(dt, 30, 2500), x.ch(["num", "my"])))
    else:
        n.add("not given - offered")
    n.add("\n  Influenza: ", x.ch(["annual", "declined", "given this season"]), "\n  MenACWY/Hib: ", x.ch(["n/a", "given", "not indicated"]), "\n\n")
    n.add("DIETETIC REVIEW: ", x.ch(["seen by ", "last seen by "]), x.staff("diet").n(x.ch(["full", "title"])), " ", _D(x, x.before(dt, 20, 700), x.ch(["my", "num"])), "\n")
    if x.c in ("UK", "NZ"):
        n.add("GF prescription: ", x.ch(["yes", "no - buys own", "yes"]), " (", str(x.ri(8, 18)), " units)\n")
    n.add("\nPLAN\n  ", x.ch(["Continue GFD. Repeat bloods in 12/12.", "Refer back to gastro - persistent raised tTG.",
                            "DXA requested. Start vitamin D loading.", "Refer dietitian - adherence."]), "\n")
    n.add("  Next review: ", _D(x, x.after(dt, 330, 400), x.ch(["my", "monthname", "num"])), "\n")
    n.add("\nCompleted by: ", rev.n(x.ch(["full", "tfull", "cred"])), "   ", _D(x, dt, "num"))
    if x.pr(0.3):
        n.add("\nEntered by user ", ("USERNAME", x.username(x.staff("sec"))))
    return n
