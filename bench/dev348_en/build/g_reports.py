"""Genres: biologic drug-level report, colonoscopy/calprotectin results summary, MDT list,
acute severe colitis discharge summary (own)."""
import pools as PL
from phi import (pick, chance, dd, ll, nm, doc, fdate, D, agep, addr, addd, phone, initials,
                 idnum, uname, url, ipaddr, device_sn, plate, acct, make_person, mrn, WDAYS)
from ctx import pron
from common import (ptblock, labs_line, fcp, scores, hard_neg, dx_line, CNS_ROLE, NURSE_CRED, mkid,
                    docname, CONS_ROLE, letterhead)


def tm(rng, lo=7, hi=19):
    return "%02d:%02d" % (rng.randint(lo, hi), rng.randint(0, 59))


DRUGAB = {"infliximab": ("Infliximab", "Anti-infliximab antibodies (ATI)", "3-7 mg/L (maintenance)"),
          "infliximab SC": ("Infliximab (SC)", "Anti-infliximab antibodies", ">=10 mg/L"),
          "adalimumab": ("Adalimumab", "Anti-adalimumab antibodies (AAA)", "5-10 mg/L"),
          "vedolizumab": ("Vedolizumab", "Anti-vedolizumab antibodies", ">12 mg/L (wk 14)"),
          "ustekinumab": ("Ustekinumab", "Anti-ustekinumab antibodies", ">1.5 mg/L"),
          "risankizumab": ("Risankizumab", "Anti-risankizumab antibodies", "not established"),
          "mirikizumab": ("Mirikizumab", "Anti-mirikizumab antibodies", "not established"),
          "guselkumab": ("Guselkumab", "Anti-guselkumab antibodies", "not established")}


def g_drug_level(rng, n, x):
    c, p = x.c, x.pt
    d = x.date
    drug, ab, target = DRUGAB[x.bio]
    ext = chance(rng, 0.5)
    if ext:
        n.ln(("ORGANIZATION", x.lab), " - ", pick(rng, ["Therapeutic Drug Monitoring", "Immunology & TDM", "Biologics TDM Service"]))
        n.ln(addr(rng, x.h2["addr"], c), "   Tel ", ("PHONE", phone(rng, c)), "  Fax ", ("FAX", phone(rng, c)))
    else:
        n.ln(("HOSPITAL", x.h["name"]), " - Clinical Biochemistry / Immunology")
        n.ln("Duty biochemist: ", ("PHONE", phone(rng, c, "ext")))
    n.ln(pick(rng, ["BIOLOGIC DRUG LEVEL AND ANTIBODY REPORT", "TDM REPORT: %s" % drug.upper(),
                    "Drug level / anti-drug antibody result"]))
    n.ln("=" * 60)
    acc = idnum(rng, "acc", d)
    dc = addd(d, -rng.randint(1, 9))
    n.ln("Lab no: ", ("IDNUM", acc), "   Specimen: serum (", pick(rng, ["trough", "pre-dose", "random", "trough, SST"]), ")")
    n.ln("Collected: ", D(rng, dc, c), " ", tm(rng, 7, 12), "   Received: ", D(rng, addd(dc, pick(rng, [0, 1, 2])), c),
         " ", tm(rng), "   Reported: ", D(rng, d, c), " ", tm(rng))
    n.ln("Patient: ", nm(rng, p, "PATIENT", pick(rng, ["LF", "lf"])), "   DOB: ", D(rng, x.dob, c), "   Sex: ", p.sex,
         "   Age: ", ("AGE", str(x.age)))
    n.ln("MRN: ", ("MRN", x.mrn), "   ", x.hidlab, ": ", ("HEALTHPLAN", x.hid))
    n.ln("Requested by: ", doc(rng, x.cons, pick(rng, ["dr_full", "dr_fi"])), "   Location: ",
         pick(rng, [("HOSPITAL", x.h["infusion"]), ("HOSPITAL", x.h["clinic"]), "GI outpatients", "IBD clinic"]))
    if ext:
        n.ln("Referring lab: ", ("HOSPITAL", x.h["name"]), "   Their ref: ", ("IDNUM", idnum(rng, "order", d)))
    n.ln("Copy to: ", ("DOCTOR", x.cns.full), " (", CNS_ROLE[c], ")")
    n.ln("Clinical details: ", pick(rng, ["?loss of response", "proactive TDM", "flare on maintenance",
                                          "post-induction wk 14", "considering de-escalation", "infusion reaction"]),
         "; dose ", x.regimen)
    n.ln()
    lvl = rng.randint(0, 220) / 10
    abv = pick(rng, ["<10", "<3.5", str(rng.randint(11, 300)), "not detected", "<10"])
    n.ln("Test".ljust(40), "Result".ljust(14), "Units".ljust(10), "Target / ref")
    n.ln((drug + " (trough)").ljust(40), ("%.1f" % lvl).ljust(14), "mg/L".ljust(10), target)
    n.ln(ab.ljust(40), abv.ljust(14), "AU/mL".ljust(10), "<10 (negative)")
    if chance(rng, 0.4):
        n.ln("CRP".ljust(40), str(rng.randint(1, 90)).ljust(14), "mg/L".ljust(10), "<5")
    n.ln()
    n.ln("Method: ", pick(rng, PL.ASSAYS), "; lower limit of quantitation 0.3 mg/L.")
    abpos = abv[0].isdigit() and int(abv) > 10
    if lvl < 3 and abpos:
        interp = pick(rng, ["Sub-therapeutic level with high-titre antibodies: immunogenic loss of response; consider switching class.",
                            "Undetectable/low drug with antibodies - consider switch within or out of class."])
    elif lvl < 3:
        interp = "Low level without antibodies: consider dose intensification or shortened interval."
    elif abpos:
        interp = "Therapeutic level with low-titre antibodies; repeat in 4-8 weeks, consider adding an immunomodulator."
    elif lvl > 12:
        interp = "Supratherapeutic level; de-escalation may be considered if in deep remission."
    else:
        interp = "Therapeutic level: if active disease, consider mechanistic failure (switch out of class)."
    n.ln("Interpretation: ", interp)
    n.ln()
    n.ln("Previous results:")
    pd = d
    for _ in range(rng.randint(1, 4)):
        pd = addd(pd, -rng.randint(40, 200))
        n.ln("  ", D(rng, pd, c), "   ", drug, " ", "%.1f" % (rng.randint(0, 200) / 10), " mg/L   antibodies ",
             pick(rng, ["<10", str(rng.randint(11, 200)), "neg"]), "   (", ("IDNUM", idnum(rng, "acc", pd)), ")")
    n.ln()
    sci = make_person(rng, c)
    n.ln("Authorised by: ", ("DOCTOR", sci.full), ", ", pick(rng, ["Clinical Scientist", "Consultant Clinical Biochemist",
                                                                   "Principal Scientist", "Laboratory Director"]),
         [" (", pick(rng, ["HCPC ", "reg. "]), ("LICENSE", "CS" + dd(rng, 5)), ")"] if chance(rng, 0.4) else "")
    if chance(rng, 0.5):
        n.ln("Results line: ", ("PHONE", phone(rng, c)), "   ", ("EMAIL", "tdm@" + pick(rng, ["lab.example.org", "pathology.example.net", x.h["dom"]])))
    n.ln("Report ID ", ("IDNUM", "R" + dd(rng, 9)), "   Page 1 of 1")


def g_results_summary(rng, n, x):
    c, p = x.c, x.pt
    d = x.date
    n.ln(pick(rng, ["IBD RESULTS SUMMARY", "Calprotectin & endoscopy summary", "IBD monitoring summary"]), " - ",
         ("HOSPITAL", x.h["name"]))
    n.ln("Generated ", D(rng, d, c, "iso"), " ", tm(rng), " by ", ("USERNAME", uname(rng, x.cns)))
    n.ln()
    ptblock(rng, n, x, pick(rng, [1, 2, 3]), address=False)
    n.ln("Diagnosis: ", dx_line(rng, x), "   Treatment: ", x.brand)
    n.ln()
    n.ln("Faecal calprotectin / bloods")
    n.ln("Date          FCP (ug/g)   CRP    Hb    Alb   Comment")
    pts = sorted(rng.sample(range(10, 700), rng.randint(3, 7)), reverse=True)
    dst = pick(rng, ["mdy", "iso", "mdy2"] if c == "US" else ["iso", "abbr"] if c == "CA" else ["dmy", "iso", "dmy2", "abbr", "dot"])
    for k in pts:
        dd_ = addd(d, -k)
        ds = fdate(rng, dd_, c, dst)
        n.ln(("DATE", ds), " " * max(2, 14 - len(ds)), fcp(rng).ljust(13), str(rng.randint(1, 90)).ljust(7),
             str(rng.randint(85, 155)).ljust(6), str(rng.randint(25, 45)).ljust(6),
             pick(rng, ["", "home test (app)", "pre-infusion", "flare", "on pred", "lateral flow"]))
    n.ln()
    n.ln("Endoscopy")
    ed = addd(d, -rng.randint(5, 300))
    n.ln("  ", D(rng, ed, c), "  ", pick(rng, ["Colonoscopy", "Ileocolonoscopy", "Flexible sigmoidoscopy"]), " at ",
         ("HOSPITAL", x.h["endo"]), "; endoscopist ", doc(rng, x.cons2, pick(rng, ["dr_full", "dr_last"])),
         "; report ", ("IDNUM", idnum(rng, "endo", ed)))
    n.ln("  Prep: Boston Bowel Preparation Scale ", "%d-%d-%d" % (rng.randint(1, 3), rng.randint(1, 3), rng.randint(1, 3)))
    if x.dx == "UC":
        n.ln("  Findings: ", pick(rng, ["continuous inflammation from rectum to %d cm" % rng.randint(15, 60), "pancolitis",
                                        "proctitis only", "quiescent, vascular pattern preserved"]),
             "; Mayo endoscopic subscore ", rng.randint(0, 3), ", UCEIS ", rng.randint(0, 8))
    else:
        n.ln("  Findings: ", pick(rng, ["aphthous ulcers TI", "deep serpiginous ulcers in caecum", "anastomotic ulcers",
                                        "patchy colitis with skip lesions"]), "; SES-CD ", rng.randint(0, 24),
             pick(rng, ["", "; Rutgeerts i%d" % rng.randint(0, 4)]))
    n.ln("  Histology ", ("IDNUM", idnum(rng, "hist", ed)), ": ", pick(rng, ["chronic active colitis, no dysplasia",
                                                                         "non-caseating granuloma", "quiescent colitis",
                                                                         "CMV IHC negative; Nancy index 3"]),
         " (reported ", D(rng, addd(ed, rng.randint(3, 12)), c), ", ", doc(rng, x.reg, "dr_last"), ")")
    if chance(rng, 0.35):
        cd = addd(d, -rng.randint(20, 500))
        n.ln("  Capsule endoscopy ", D(rng, cd, c), ": recorder SN ", ("DEVICE", device_sn(rng, "pump")),
             "; Lewis score ", rng.randint(0, 1500))
    if chance(rng, 0.6):
        md = addd(d, -rng.randint(20, 300))
        n.ln("Imaging: ", pick(rng, ["MR enterography", "Intestinal ultrasound", "CT abdomen"]), " ", D(rng, md, c),
             " (", ("IDNUM", idnum(rng, "rad", md)), "): ",
             pick(rng, ["TI wall 5 mm, hyperaemia", "no active disease", "12 cm active TI disease", "perianal fistula, no abscess"]))
    n.ln()
    n.ln("Comment: ", pick(rng, ["Biochemical and endoscopic remission - continue.", "Rising FCP - bring forward clinic.",
                                 "Discordant FCP vs endoscopy, repeat in 6 weeks."]),
         " ", hard_neg(rng, x))
    n.ln("Reviewed by ", ("DOCTOR", x.cns.full), ", ", CNS_ROLE[c], " on ", D(rng, d, c))


def g_mdt(rng, n, x):
    c = x.c
    d = x.date
    n.ln(pick(rng, ["IBD MULTIDISCIPLINARY TEAM MEETING", "IBD MDT - case list and outcomes", "Joint Medical-Surgical IBD MDT"]))
    n.ln(("HOSPITAL", x.h["name"]), " | ", D(rng, d, c, pick(rng, ["wd", None])), " | 12:30-14:00")
    n.w("Venue: ", pick(rng, ["Seminar Room ", "Meeting Room ", "Room "]), ("LOCATION_OTHER", str(rng.randint(1, 12)) + pick(rng, ["", "A", "B"])))
    if chance(rng, 0.6):
        n.w(" / Teams: ", ("URL", url(rng, pick(rng, ["meet.example.com", "teams.example.org"]), "/j/" + dd(rng, 11))))
    n.ln()
    n.ln("Chair: ", doc(rng, x.cons, "dr_full"), "   Coordinator: ", ("DOCTOR", x.sec.full), " ",
         ("PHONE", x.h["secphone"]), " ", ("EMAIL", "ibd.mdt@" + x.h["dom"]))
    roles = ["Colorectal surgeon", "Radiologist", "Histopathologist", "IBD CNS", "Dietitian", "IBD pharmacist", "Psychologist"]
    people = [x.surg, make_person(rng, c), make_person(rng, c), x.cns, make_person(rng, c), x.pharm, make_person(rng, c)]
    pres = []
    for r, pp in list(zip(roles, people))[:rng.randint(4, 7)]:
        pres += [("DOCTOR", pick(rng, [pp.full, pp.first[0] + " " + pp.last])), " (", r, "), "]
    pres[-1] = ")"
    n.ln("Present: ", pres)
    if chance(rng, 0.5):
        n.ln("Apologies: ", doc(rng, x.cons2, "dr_last"), ", ", doc(rng, x.reg, "dr_last"))
    n.ln()
    npts = rng.randint(3, 6)
    for i in range(npts):
        if i == 0:
            pp, pm, pa, pdx = x.pt, x.mrn, x.age, x.dx
        else:
            pp, pm, pa, pdx = make_person(rng, c), mrn(rng, c), rng.randint(17, 85), pick(rng, ["CD", "UC", "IBDU"])
        n.ln(str(i + 1), ". ", nm(rng, pp, "PATIENT", pick(rng, ["LF", "lf", "full"])), "  ", ("MRN", pm), "  ",
             agep(rng, pa, pp.sex, pick(rng, ["sex", "sexsp", "y"])), "  ", pdx, "  Cons: ",
             ("DOCTOR", pick(rng, [x.cons, x.cons2]).last))
        q = pick(rng, [["Q: suitability for surgery - stricture on MRE ", D(rng, addd(d, -rng.randint(5, 60)), c)],
                       ["Q: next line after failing ", pick(rng, ["vedolizumab", "ustekinumab", "two anti-TNFs", "tofacitinib"])],
                       ["Q: histology review ", ("IDNUM", idnum(rng, "hist", d)), " - dysplasia?"],
                       ["Q: perianal sepsis, seton vs biologic first"],
                       ["Q: pregnancy planning on ", pick(rng, ["azathioprine", "adalimumab", "tofacitinib"])]
                       if (pp.sex == "F" and pa < 44) else ["Q: stop biologic? deep remission ", rng.randint(2, 6), " years"]])
        n.ln("   ", q)
        outc = pick(rng, [["Outcome: refer to ", doc(rng, x.surg, "mr_last" if c in ("UK", "IE") else "dr_last"),
                           " for ileocaecal resection; ", ("DOCTOR", x.cns2.first), " to inform patient"],
                          ["Outcome: switch to ", pick(rng, ["risankizumab", "upadacitinib", "ustekinumab", "vedolizumab"]),
                           "; funding form by ", ("DOCTOR", x.pharm.first + " " + x.pharm.last)],
                          ["Outcome: repeat colonoscopy with dye spray ", D(rng, addd(d, rng.randint(20, 90)), c, "my")],
                          ["Outcome: EUA + seton (", ("DOCTOR", x.surg.last), "), then restart ", x.brand],
                          ["Outcome: continue; TDM in 8/52; dietitian review at ", ("HOSPITAL", x.h["clinic"])]])
        n.ln("   ", outc)
        if chance(rng, 0.4):
            n.ln("   Note: ", pick(rng, [["lives with ", pick(rng, ["mother", "partner", "husband", "wife"]), " ",
                                         ("FAMILY", make_person(rng, c).first)],
                                        ["works as ", ("PROFESSION", pick(rng, PL.PROFESSIONS))],
                                        ["moving to ", ("CITY", pick(rng, PL.TOWNS[c])[0]), " in ",
                                         D(rng, addd(d, rng.randint(20, 120)), c, "my")],
                                        ["under shared care with ", ("HOSPITAL", x.h2["name"])]]))
    n.ln()
    n.ln("Actions circulated by ", ("DOCTOR", x.sec.first + " " + x.sec.last), " ", D(rng, addd(d, 1), c),
         ". Next MDT: ", D(rng, addd(d, pick(rng, [7, 14, 14, 28])), c, pick(rng, [None, "wd"])))
    n.ln("MDT ref ", ("IDNUM", idnum(rng, "mdt", d)), " - outcomes are not a substitute for clinic letters.")


def g_discharge(rng, n, x):
    c, p = x.c, x.pt
    he, his, him, He, His = pron(x)
    adm = x.date
    los = rng.randint(4, 16)
    dis = addd(adm, los)
    n.ln(pick(rng, ["DISCHARGE SUMMARY", "Inpatient Discharge Summary", "ELECTRONIC DISCHARGE NOTIFICATION"]))
    n.ln(("HOSPITAL", x.h["name"]), " - ", ("HOSPITAL", x.h["ward"]),
         pick(rng, [", bed ", ", side room ", [" bay ", ("LOCATION_OTHER", str(rng.randint(1, 6))), " bed "]]),
         ("LOCATION_OTHER", str(rng.randint(1, 30))))
    n.ln()
    ptblock(rng, n, x, pick(rng, [0, 1, 2, 3]), address=chance(rng, 0.6))
    n.ln("Admitted: ", D(rng, adm, c), " ", tm(rng, 0, 23), " via ", pick(rng, ["ED", "IBD advice line", "GP", "SDEC"]),
         "   Discharged: ", D(rng, dis, c), "   LOS ", los, " days")
    if c in ("US", "CA", "AU") or chance(rng, 0.4):
        n.ln(pick(rng, ["Encounter: ", "Admission no: ", "Spell: "]), ("ACCOUNT", acct(rng)))
    n.ln("Consultant: ", doc(rng, x.cons, "dr_full"), "   GP: ", doc(rng, x.gp, "dr_last"), ", ", ("HOSPITAL", x.gp_practice))
    n.ln()
    n.ln("Primary diagnosis: Acute severe ", "ulcerative colitis" if x.dx == "UC" else "Crohn's colitis",
         " (Truelove and Witts criteria met on admission)")
    n.ln("Background: ", dx_line(rng, x), "; ", x.prior[0])
    n.ln()
    n.ln("Hospital course:")
    n.ln("- ", D(rng, adm, c, pick(rng, [None, "short", "dm"])), ": IV hydrocortisone 100 mg QDS, enoxaparin, stool cultures ",
         ("IDNUM", idnum(rng, "acc", adm)), " negative, C. difficile negative.")
    fs = addd(adm, 1)
    n.ln("- ", D(rng, fs, c, pick(rng, [None, "short", "dm"])), ": unprepared flexible sigmoidoscopy (", doc(rng, x.cons2, "dr_last"),
         "): UCEIS ", rng.randint(4, 8), ", Mayo 3; biopsies ", ("IDNUM", idnum(rng, "hist", fs)), " - CMV negative.")
    d3 = addd(adm, 3)
    n.ln("- Day 3 (", D(rng, d3, c, pick(rng, ["short", "dm", None])), "): stool frequency ", rng.randint(4, 12),
         "/day, CRP ", rng.randint(20, 160), " - Oxford criteria ", pick(rng, ["met", "not met"]), ".")
    resc = pick(rng, ["infliximab", "ciclosporin", "none"])
    if resc != "none":
        rd = addd(adm, rng.randint(3, 6))
        n.ln("- ", D(rng, rd, c), ": rescue ", resc, pick(rng, [" 5 mg/kg", " 10 mg/kg (accelerated)"]) if resc == "infliximab"
             else " 2 mg/kg/day IV infusion",
             "; second dose ", D(rng, addd(rd, rng.randint(3, 14)), c), pick(rng, ["", " in the infusion unit"]))
    n.ln("- Surgical review by ", doc(rng, x.surg, "mr_last" if c in ("UK", "IE") else "dr_last"),
         "; stoma nurse ", ("DOCTOR", x.cns2.full), " counselled ", him, ".")
    n.ln()
    n.ln("Discharge medication:")
    for med in rng.sample(["Prednisolone 40 mg OD, reduce by 5 mg weekly", "Calcichew-D3 Forte 1 BD", "Omeprazole 20 mg OD",
                           "Mesalazine 2.4 g BD", "Ferinject 1 g given %s" % "prior to discharge", "Enoxaparin 40 mg SC OD x 28 days",
                           "Azathioprine 50 mg OD (TPMT normal)", "Co-trimoxazole 480 mg BD (PCP prophylaxis)"], rng.randint(3, 5)):
        n.ln("  ", med)
    n.ln()
    n.ln("Follow-up:")
    n.ln("  ", pick(rng, ["Infliximab", "Infusion"]), " at ", ("HOSPITAL", x.h["infusion"]), " on ",
         D(rng, addd(dis, rng.randint(7, 20)), c, pick(rng, [None, "wd"])))
    n.ln("  IBD clinic ", D(rng, addd(dis, rng.randint(21, 60)), c), " with ", doc(rng, x.cons, "dr_last"))
    n.ln("  Bloods at GP in 1 week; IBD advice line ", ("PHONE", x.h["advice"]))
    n.ln()
    n.ln("Social: lives ", pick(rng, ["with " + his + " " + x.rel + " ", "alone; " + x.rel + " "]),
         nm(rng, x.nok, "FAMILY", "first"), " (", ("PHONE", x.nokph), ") ", pick(rng, ["in ", "near "]),
         ("CITY", x.addr["city"]), ". Works as ", "an " if x.job[0] in "aeiou" else "a ", ("PROFESSION", x.job), ".")
    if chance(rng, 0.35):
        n.ln("Note: patient's car (", ("VEHICLE", plate(rng, c)), ") had been left in the ED drop-off bay; keys returned by security.")
    n.ln()
    n.ln("Completed by ", ("DOCTOR", x.reg.full), ", ", pick(rng, ["FY2", "SHO", "resident", "registrar", "RMO"]),
         ", bleep ", ("PHONE", x.bleep), "  ", D(rng, dis, c), " ", tm(rng, 9, 18))
    n.ln("Sent electronically to ", ("HOSPITAL", x.gp_practice),
         pick(rng, [[" via secure email ", ("EMAIL", "admin." + "".join(ch for ch in x.gp_practice.lower() if ch.isalnum())[:14]
                                               + "@gp.example.net")],
                    [" by fax ", ("FAX", x.gp_fax)], [" (GP Connect)"]]))
