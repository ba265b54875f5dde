"""Genres: IBD clinic letter, surgical referral letter, prior-authorisation / funding request."""
import pools as PL
from phi import (pick, chance, dd, ll, nm, doc, fdate, D, agep, addr, addd, phone, initials,
                 idnum, uname, url, numword, acct)
from ctx import pron, fam_person
from common import (letterhead, ptblock, sign_cons, sign_cns, dictated, cc_block, labs_line, fcp,
                    scores, hard_neg, dx_line, art, CONS_ROLE, CNS_ROLE, docname, mkid)


def gp_block(rng, n, x):
    c = x.c
    n.ln(doc(rng, x.gp, pick(rng, ["dr_full", "dr_fi"])))
    n.ln(("HOSPITAL", x.gp_practice))
    a = x.gp_addr
    n.ln(("STREET", a["street"]))
    if c in ("US", "CA", "AU"):
        n.ln(("CITY", a["city"]), ", ", ("STATE", a["st"]), " ", ("ZIP", a["zip"]))
    elif c == "NZ":
        n.ln(("CITY", a["city"]), " ", ("ZIP", a["zip"]))
    else:
        n.ln(("CITY", a["city"]))
        n.ln(("ZIP", a["zip"]))


def clinic_note_ehr(rng, n, x):
    """EHR outpatient progress note (all countries; common in North America)."""
    c, p = x.c, x.pt
    he, his, him, He, His = pron(x)
    d = x.date
    n.ln(pick(rng, ["GASTROENTEROLOGY - IBD CLINIC PROGRESS NOTE", "Outpatient Note: IBD Clinic", "IBD FOLLOW-UP VISIT"]))
    n.ln(("HOSPITAL", x.h["clinic"]), ", ", ("HOSPITAL", x.h["name"]))
    n.ln("Visit date: ", D(rng, d, c), "   Encounter: ", ("ACCOUNT", acct(rng)),
         "   Provider: ", doc(rng, x.cons, "dr_full"))
    n.ln("Patient: ", nm(rng, p, "PATIENT", "LF"), "   MRN ", ("MRN", x.mrn), "   DOB ", D(rng, x.dob, c),
         "   (", agep(rng, x.age, p.sex, "yo"), " ", "male" if p.sex == "M" else "female", ")")
    n.ln("Referring: ", doc(rng, x.gp, "dr_full"), ", ", ("HOSPITAL", x.gp_practice), "   Fax ", ("FAX", x.gp_fax))
    n.ln()
    n.ln("CC: ", pick(rng, ["follow-up of " + x.dxname, "increased stool frequency", "pre-infusion review", "abdominal pain"]))
    n.ln("HPI: ", agep(rng, x.age, p.sex, pick(rng, ["yo", "yo2", "sex"])), " with ", dx_line(rng, x), ", on ", x.brand,
         " since ", D(rng, addd(d, -rng.randint(90, 1500)), c, "my"), ". ", sympt_text(rng), " ", scores(rng, x), ".")
    n.ln("Social: ", pick(rng, ["works as ", "employed as "]), "an " if x.job[0] in "aeiou" else "a ", ("PROFESSION", x.job),
         "; lives with ", x.rel, " ", ("FAMILY", x.nok.first), ". ", pick(rng, ["Never smoker.", "Quit smoking.", "Vapes."]))
    n.ln("Meds: ", x.brand, " (", x.regimen, "); ", pick(rng, PL.CONVENTIONAL))
    n.ln("Exam: ", pick(rng, ["soft, mild RIF tenderness", "benign abdomen", "perianal skin tags, no fluctuance"]),
         ". Wt ", "%.1f" % x.wt, " kg.")
    n.ln("Data: ", labs_line(rng, c), " (", D(rng, addd(d, -rng.randint(1, 20)), c), "); FCP ", fcp(rng),
         " ug/g; ", x.bio, " level ", "%.1f" % (rng.randint(5, 150) / 10), " mg/L")
    n.ln()
    n.ln("A/P:")
    n.ln("1. ", x.dxname[0].upper() + x.dxname[1:], " - ", pick(rng, ["in remission, continue", "active, optimise dosing",
                                                                      "partial response, repeat colonoscopy"]))
    n.ln("2. Health maintenance: ", pick(rng, ["DEXA due", "skin check yearly", "vaccines up to date"]), "; ", hard_neg(rng, x))
    n.ln("3. RTC ", pick(rng, ["3 months", "6 months", ["on ", D(rng, addd(d, rng.randint(60, 180)), c)]]),
         "; IBD nurse ", ("DOCTOR", x.cns.full), " ", ("PHONE", x.h["advice"]))
    n.ln()
    n.ln("Electronically signed by ", docname(rng, x, x.cons), " ", D(rng, addd(d, rng.randint(0, 3)), c), " ",
         "%02d:%02d" % (rng.randint(8, 20), rng.randint(0, 59)))
    if chance(rng, 0.5):
        n.ln("Scribe: ", ("DOCTOR", x.sec.full), " (", ("USERNAME", uname(rng, x.sec)), ")")


def sympt_text(rng):
    return pick(rng, ["Reports %d BMs/day, no blood." % rng.randint(1, 4),
                      "Having %d loose stools/day with urgency and some blood." % rng.randint(4, 10),
                      "Fatigue and arthralgia; stools formed.", "Nocturnal stools x%d, cramping." % rng.randint(1, 3)])


def g_clinic_letter(rng, n, x):
    if chance(rng, 0.3 if x.c not in ("US", "CA") else 0.55):
        return clinic_note_ehr(rng, n, x)
    c, p = x.c, x.pt
    he, his, him, He, His = pron(x)
    d = x.date
    letterhead(rng, n, x)
    typed = addd(d, rng.randint(1, 12))
    if chance(rng, 0.5):
        n.ln(pick(rng, ["Clinic date: ", "Seen: ", "Date of clinic: "]), D(rng, d, c),
             "    Typed: ", D(rng, typed, c))
    else:
        n.ln(D(rng, typed, c, pick(rng, [None, "dlong", "long", "ord"])))
    n.ln()
    gp_block(rng, n, x)
    n.ln()
    gpref = doc(rng, x.gp, pick(rng, ["dr_last", "dr_full"]))
    n.ln(pick(rng, ["Dear ", "Dear "]), gpref, pick(rng, [",", ":", ""]) if c != "US" else ":")
    n.ln()
    ptblock(rng, n, x, rng.randrange(4))
    n.ln()
    n.ln(pick(rng, ["Diagnosis:", "Diagnoses", "DIAGNOSIS"]))
    n.ln("1. ", dx_line(rng, x))
    extra = pick(rng, [["Perianal fistula - seton inserted ", D(rng, addd(d, -rng.randint(200, 1500)), c, "my"),
                        " by ", doc(rng, x.surg, "mr_last" if c in ("UK", "IE") else "dr_last")],
                       ["Iron deficiency anaemia - IV iron ", D(rng, addd(d, -rng.randint(20, 300)), c)],
                       ["Primary sclerosing cholangitis (MRCP ", D(rng, addd(d, -rng.randint(100, 2000)), c, "y"), ")"],
                       ["Ileocaecal resection ", D(rng, addd(d, -rng.randint(400, 4000)), c, "y"), " at ",
                        ("HOSPITAL", x.h2["name"])],
                       ["Osteopenia on DEXA (T-score -1.8)"], ["Axial spondyloarthropathy, HLA-B27 positive"]])
    n.ln("2. ", extra)
    n.ln()
    n.ln(pick(rng, ["Current treatment: ", "Medication: ", "Treatment: "]), x.brand, " (", x.bio, ") ", x.regimen)
    n.ln("Previous: ", x.prior[0], " - stopped ", D(rng, addd(d, -rng.randint(300, 2500)), c, "my"), " (", x.stop, ")")
    n.ln()
    # opening paragraph
    comp = ""
    n.w(pick(rng, ["I reviewed ", "I saw ", "Thank you for asking us to see ", "We reviewed "]),
        nm(rng, p, "PATIENT", pick(rng, ["title_last", "title_full", "first"])),
        pick(rng, [" in the IBD clinic today", " in clinic", " in the ", " by video today"]))
    if n.buf[-1] == " in the ":
        n.w(("HOSPITAL", x.h["clinic"]))
    k0 = rng.random()
    if k0 < 0.4:
        fam = x.nok
        n.w(", accompanied by ", his, " ", x.rel, " ", nm(rng, fam, "FAMILY", pick(rng, ["first", "full"])))
    elif k0 < 0.55:
        f2 = fam_person(rng, x)
        n.w(", with ", his, " parents ", ("FAMILY", x.nok.first), " and ", ("FAMILY", f2.first))
    ap = agep(rng, x.age, p.sex, pick(rng, ["yearold", "word", "yearold"]))
    n.w(". ", He, " is ", art(ap[0][1]), " ", ap, " ")
    if chance(rng, 0.8):
        n.w(("PROFESSION", x.job))
        if chance(rng, 0.5):
            n.w(" at ", ("ORGANIZATION", x.employer))
    else:
        n.w(pick(rng, ["retired ", "former "]), ("PROFESSION", x.job))
    n.w(" with ", x.dxname, " diagnosed in ", D(rng, x.dx_date, c, "y"), ".")
    n.ln()
    n.ln()
    k = rng.randrange(3)
    bo = rng.randint(1, 12)
    if k == 0:
        n.ln(He, " reports bowels open ", str(bo), " times a day, ", pick(rng, ["Bristol type 6", "loose", "formed", "type 4-5"]),
             ", ", pick(rng, ["no rectal bleeding", "occasional blood", "urgency but no nocturnal stool", "nocturnal x1"]),
             ". ", scores(rng, x), ". Weight ", "%.1f" % x.wt, " kg.")
    elif k == 1:
        n.ln("Symptomatically ", pick(rng, ["much improved", "no better", "in remission", "flaring"]), " since ",
             D(rng, addd(d, -rng.randint(20, 120)), c, pick(rng, [None, "dm", "short"])), ". ", scores(rng, x),
             ". ", He, " missed a dose around ", ("DATE", x.holiday), " while away.")
    else:
        n.ln("Since I last saw ", him, " on ", D(rng, addd(d, -rng.randint(60, 200)), c), " ", he,
             " has had ", str(bo), " stools/day with ", pick(rng, ["abdominal pain", "urgency", "fatigue", "arthralgia"]),
             ". ", hard_neg(rng, x))
    n.ln()
    n.ln("Investigations:")
    for _ in range(rng.randint(2, 4)):
        dd_ = addd(d, -rng.randint(5, 400))
        r = rng.randrange(4)
        if r == 0:
            n.ln("- ", D(rng, dd_, c), ": faecal calprotectin ", fcp(rng), " ug/g")
        elif r == 1:
            n.ln("- ", D(rng, dd_, c), ": ", labs_line(rng, c))
        elif r == 2:
            n.ln("- Colonoscopy ", D(rng, dd_, c), " (", doc(rng, x.cons2, "dr_last"), "): ",
                 pick(rng, ["Mayo 2 colitis to 40 cm", "SES-CD 9, aphthous ileitis", "Rutgeerts i2b",
                            "healed mucosa, Mayo 0", "UCEIS 5, pancolitis"]), ", histology ", ("IDNUM", idnum(rng, "hist", dd_)))
        else:
            n.ln("- ", x.bio, " trough ", "%.1f" % (rng.randint(3, 150) / 10), " mg/L, antibodies ",
                 pick(rng, ["undetectable", "<10 AU/mL", "%d AU/mL" % rng.randint(11, 200)]), " (", D(rng, dd_, c), ")")
    n.ln()
    n.ln(pick(rng, ["Plan:", "Impression and plan:", "Management plan"]))
    plans = [["Continue ", x.brand, "; next dose due ", D(rng, addd(d, rng.randint(7, 50)), c)],
             ["Repeat calprotectin in 8 weeks - kit given"],
             ["Our IBD nurse ", ("DOCTOR", x.cns.full), " will phone with results"],
             ["Bloods at ", ("HOSPITAL", x.gp_practice), " in 2 weeks please"],
             ["MR enterography requested, ", ("IDNUM", idnum(rng, "rad", d))],
             ["Discuss at IBD MDT on ", D(rng, addd(d, rng.randint(3, 20)), c, pick(rng, [None, "wds", "wd"]))],
             ["Flu and pneumococcal vaccines; avoid live vaccines"],
             ["Prescription for ", pick(rng, ["Octasa 1.6 g TDS", "budesonide 9 mg", "ferrous fumarate"]), " sent to ",
              ("HOSPITAL", x.pharmacy)],
             ["Dose optimise to 10 mg/kg 6-weekly if trough < 5 mg/L"] if x.bio == "infliximab" else
             ["Check ", x.bio, " level and antibodies before next dose"]]
    rng.shuffle(plans)
    numbered = chance(rng, 0.5)
    for i, pl in enumerate(plans[:rng.randint(3, 5)]):
        n.ln(str(i + 1) + ". " if numbered else "- ", pl)
    n.ln()
    fu = pick(rng, [["Follow-up in ", str(rng.randint(2, 6)), " months."],
                    ["Clinic review on ", D(rng, addd(d, rng.randint(40, 180)), c), "."],
                    ["I will see ", him, " again after ", ("DATE", pick(rng, PL.HOLIDAYS)), "."]])
    n.ln(fu)
    n.ln()
    sign_cons(rng, n, x)
    n.ln()
    if chance(rng, 0.6):
        cc_block(rng, n, x)
    dictated(rng, n, x, d, typed)


def g_surgical_referral(rng, n, x):
    c, p = x.c, x.pt
    he, his, him, He, His = pron(x)
    d = x.date
    sur = x.surg
    surg_title = "mr_last" if c in ("UK", "IE") and chance(rng, 0.7) else "dr_last"
    letterhead(rng, n, x)
    n.ln(pick(rng, ["Date: ", "", "Dated "]), D(rng, d, c))
    n.ln(pick(rng, ["URGENT ", "SOON ", "ROUTINE ", ""]), pick(rng, ["Surgical referral", "Referral to colorectal surgery",
                                                                    "REFERRAL - COLORECTAL / IBD SURGERY"]))
    n.ln()
    n.ln("To: ", doc(rng, sur, surg_title if chance(rng, 0.5) else "full"), ", ",
         pick(rng, ["Consultant Colorectal Surgeon", "Colorectal Surgery", "Consultant General & Colorectal Surgeon"]))
    n.ln("    ", ("HOSPITAL", x.h2["name"]), ", ", addr(rng, x.h2["addr"], c))
    n.w("    Fax ", ("FAX", x.h2["fax"]))
    if chance(rng, 0.5):
        n.w("   Tel ", ("PHONE", x.h2["switch"]))
    n.ln()
    n.ln("Referral ID: ", mkid(rng, "ref", d))
    n.ln()
    ptblock(rng, n, x, rng.randrange(4))
    if chance(rng, 0.6):
        n.ln("NOK: ", nm(rng, x.nok, "FAMILY", pick(rng, ["full", "title_full"])), " (", x.rel, ") ", ("PHONE", x.nokph))
    n.ln()
    n.ln("Dear ", doc(rng, sur, surg_title), ",")
    n.ln()
    n.ln("Thank you for seeing this ", agep(rng, x.age, p.sex, pick(rng, ["yearold", "word"])), " ",
         pick(rng, ["man", "gentleman"]) if p.sex == "M" else pick(rng, ["woman", "lady"]), " with ",
         pick(rng, ["stricturing terminal ileal Crohn's disease", "chronically active pancolitis refractory to biologics",
                    "penetrating ileocolonic Crohn's disease", "steroid-dependent left-sided UC",
                    "complex perianal Crohn's with a recurrent collection"]),
         ", who I think now needs a surgical opinion.")
    n.ln()
    n.ln("Background:")
    n.ln("- ", dx_line(rng, x))
    yrs = sorted(rng.sample(range(40, 2500), 4), reverse=True)
    n.ln("- ", D(rng, addd(d, -yrs[0]), c, "my"), ": ", x.prior[0], ", stopped - ", x.stop)
    n.ln("- ", D(rng, addd(d, -yrs[1]), c, "my"), ": ", x.brand, " started at ", ("HOSPITAL", x.h["infusion"]))
    dmr = addd(d, -yrs[3])
    n.ln("- MRE ", D(rng, dmr, c), " (", ("IDNUM", idnum(rng, "rad", dmr)), "): ",
         pick(rng, ["%d cm TI stricture with pre-stenotic dilatation to 4 cm" % rng.randint(5, 25),
                    "entero-enteric fistula, no abscess", "thick-walled sigmoid, Van Assche index 14",
                    "inflammatory TI disease, no collection"]))
    if chance(rng, 0.6):
        n.ln("- Colonoscopy ", D(rng, addd(d, -yrs[2]), c), " at ", ("HOSPITAL", x.h["endo"]), ": ",
             pick(rng, ["unable to intubate the TI", "Mayo 3 throughout", "deep ulceration in the ascending colon"]))
    n.ln()
    n.ln(He, " lives with ", his, " ", x.rel, ", ", nm(rng, x.nok, "FAMILY", "first"), ", in ",
         ("CITY", x.addr["city"]), " and works as a", "n " if x.job[0] in "aeiou" else " ", ("PROFESSION", x.job),
         pick(rng, [" for ", " with "]), ("ORGANIZATION", x.employer), ". ",
         pick(rng, ["Non-smoker.", "Ex-smoker (20 pack-years).", "Smokes 10/day - cessation advised.",
                    "Drinks 14 units/week."]))
    n.ln(He, " is keen to avoid a stoma if possible; ", he, " has already met our stoma nurse, ",
         ("DOCTOR", x.cns2.full), ".")
    n.ln()
    n.ln("Current weight ", "%.1f" % x.wt, " kg (", rng.randint(3, 14), " kg loss). ", labs_line(rng, c), ". ",
         pick(rng, ["Prednisolone 20 mg reducing.", "Off steroids.", "On exclusive enteral nutrition (Modulen).",
                    "Commenced ciclosporin 2 mg/kg as bridge."]))
    n.ln()
    n.ln("We discussed ", his, " case at the IBD MDT on ", D(rng, addd(d, -rng.randint(2, 15)), c),
         " and the consensus was for ", pick(rng, ["ileocaecal resection", "subtotal colectomy and end ileostomy",
                                                     "examination under anaesthesia and seton", "laparoscopic right hemicolectomy",
                                                     "stricturoplasty"]), ".")
    n.ln("Please contact me directly on ", ("PHONE", x.h["secphone"]), " or via bleep ", ("PHONE", x.bleep),
         " if anything further is needed.")
    n.ln()
    sign_cons(rng, n, x)
    n.ln()
    cc_block(rng, n, x)
    if chance(rng, 0.5):
        dictated(rng, n, x, d)


FORM_TITLE = {
    "UK": ["HIGH COST DRUG FUNDING REQUEST", "INDIVIDUAL FUNDING REQUEST (IFR)", "BIOLOGIC PRIOR APPROVAL FORM"],
    "IE": ["HIGH TECH DRUG ARRANGEMENT - HOSPITAL APPLICATION", "REQUEST FOR REIMBURSEMENT APPROVAL"],
    "US": ["PRIOR AUTHORIZATION REQUEST - SPECIALTY MEDICATION", "PRECERTIFICATION REQUEST: INFUSED BIOLOGIC"],
    "CA": ["EXCEPTIONAL ACCESS PROGRAM (EAP) REQUEST", "SPECIAL AUTHORITY REQUEST", "PRIVATE INSURER PRIOR AUTHORIZATION"],
    "AU": ["PBS AUTHORITY APPLICATION - COMPLEX (INITIAL)", "PBS WRITTEN AUTHORITY - CONTINUING TREATMENT"],
    "NZ": ["PHARMAC SPECIAL AUTHORITY APPLICATION", "SPECIAL AUTHORITY RENEWAL"]}


def g_funding(rng, n, x):
    c, p = x.c, x.pt
    d = x.date
    n.ln(pick(rng, FORM_TITLE[c]))
    n.ln("Submitted: ", D(rng, d, c), pick(rng, ["", "  %02d:%02d" % (rng.randint(7, 19), rng.randint(0, 59))]),
         "    Request ref: ", mkid(rng, "pa", d))
    if chance(rng, 0.5):
        n.ln("To: ", ("ORGANIZATION", x.payer), "   Fax ", ("FAX", phone(rng, c)))
    n.ln()
    n.ln("SECTION 1 - PATIENT")
    if c == "UK" and chance(rng, 0.5):
        n.ln("Patient initials: ", nm(rng, p, "PATIENT", "init"), "    DOB: ", D(rng, x.dob, c))
    else:
        n.ln("Name: ", nm(rng, p, "PATIENT", pick(rng, ["LF", "full", "fml"])), "    DOB: ", D(rng, x.dob, c),
             "    Sex: ", p.sex)
    n.ln(x.hidlab, ": ", ("HEALTHPLAN", x.hid), "    Hospital MRN: ", ("MRN", x.mrn))
    if c in ("US", "CA") or (c == "IE" and chance(rng, 0.5)):
        if c == "US":
            n.ln("Plan: ", ("ORGANIZATION", x.insurer), "   Group #: ", ("HEALTHPLAN", pick(rng, ["GRP-" + dd(rng, 5), dd(rng, 6),
                                                                                                  ll(rng, 2) + dd(rng, 4)])))
        elif c == "CA":
            n.ln("Private plan: ", ("ORGANIZATION", x.insurer), "  Policy ", ("HEALTHPLAN", dd(rng, 6)),
                 "  Certificate ", ("HEALTHPLAN", ll(rng, 1) + dd(rng, 8)))
        if x.ssn and chance(rng, 0.8):
            n.ln(x.ssnlab, ": ", ("SSN", x.ssn))
    n.ln("Address: ", addr(rng, x.addr, c))
    n.w("Phone: ", ("PHONE", x.mob))
    if chance(rng, 0.5):
        n.w("   Alt: ", ("PHONE", x.home))
    n.ln()
    if chance(rng, 0.5):
        n.ln("Weight: ", "%.1f" % x.wt, " kg    Age: ", ("AGE", str(x.age)))
    n.ln()
    n.ln("SECTION 2 - PRESCRIBER")
    n.ln("Name: ", docname(rng, x, x.cons))
    n.ln(x.cons.lic[0], ": ", ("LICENSE", x.cons.lic[1]))
    if c == "US" and chance(rng, 0.6):
        lab2, val2 = ("DEA", ll(rng, 2) + dd(rng, 7)) if x.cons.lic[0] != "DEA" else ("NPI", "1" + dd(rng, 9))
        n.ln(lab2, ": ", ("LICENSE", val2))
    n.ln("Institution: ", ("HOSPITAL", x.h["name"]))
    n.ln("Contact: ", ("DOCTOR", x.cns.full), " (", pick(rng, ["IBD nurse", "office contact", "coordinator"]), ")  Tel ",
         ("PHONE", x.h["secphone"]), "  Fax ", ("FAX", x.h["fax"]))
    if chance(rng, 0.5):
        n.ln("Email: ", ("EMAIL", x.mail_cns))
    n.ln()
    n.ln("SECTION 3 - DRUG REQUESTED")
    code = {"US": "HCPCS %s; NDC %s-%s-%s" % (pick(rng, ["J1745", "J3380", "J3358", "Q5103", "Q5104", "J0135"]),
                                              dd(rng, 5), dd(rng, 3), dd(rng, 2)),
            "UK": "NICE %s" % pick(rng, ["TA187", "TA329", "TA342", "TA456", "TA633", "TA547"]),
            "AU": "PBS item %s%s" % (dd(rng, 4), ll(rng, 1)), "NZ": "Schedule ref %s" % dd(rng, 4),
            "IE": "Hospital code %s" % dd(rng, 5), "CA": "DIN %s" % dd(rng, 8)}[c]
    n.ln("Drug: ", x.brand, " (", x.bio, ")  ", code)
    n.ln("Dose/regimen: ", x.regimen)
    n.ln("Diagnosis: ", x.dxname, ", ", pick(rng, PL.ICD_CD if x.dx == "CD" else PL.ICD_UC), ", Montreal ", x.mont)
    if c == "US":
        n.ln("Site of care: ", ("HOSPITAL", x.h["infusion"]), pick(rng, [" (hospital outpatient)", " (home infusion)", ""]))
    n.ln("Start date requested: ", D(rng, addd(d, rng.randint(7, 30)), c))
    n.ln()
    n.ln("SECTION 4 - CLINICAL JUSTIFICATION")
    n.ln("Disease activity: ", scores(rng, x), "; FCP ", fcp(rng), " ug/g on ", D(rng, addd(d, -rng.randint(3, 40)), c),
         "; CRP ", rng.randint(1, 120), " mg/L")
    n.ln("Prior therapies:")
    n.ln("  ", x.prior[0], "  ", D(rng, addd(d, -rng.randint(900, 2000)), c, "my"), " - ",
         D(rng, addd(d, -rng.randint(500, 890)), c, "my"), "  (", x.stop, ")")
    n.ln("  ", x.prior[1], "  ", D(rng, addd(d, -rng.randint(300, 480)), c, "my"), " - ",
         D(rng, addd(d, -rng.randint(30, 290)), c, "my"), "  (", pick(rng, PL.STOP_REASONS), ")")
    if chance(rng, 0.5):
        n.ln("  ", pick(rng, PL.SMALL_MOLECULES), " - declined by patient")
    n.ln("TB screen: IGRA negative ", D(rng, addd(d, -rng.randint(10, 120)), c), "; Hep B: immune; HIV: negative")
    if chance(rng, 0.4):
        n.ln("Impact: unable to work as ", "an " if x.job[0] in "aeiou" else "a ", ("PROFESSION", x.job), " since ", D(rng, addd(d, -rng.randint(20, 200)), c, "my"), ".")
    n.ln()
    n.ln("Attestation: I confirm the information above is accurate.")
    n.ln("Signed: ", ("DOCTOR", x.cons.full), "   Date: ", D(rng, d, c))
    if chance(rng, 0.5):
        n.ln("Pharmacist verification: ", ("DOCTOR", x.pharm.full), ", ", x.pharm.lic[0], " ", ("LICENSE", x.pharm.lic[1]))
    n.ln()
    n.ln("--- for payer use ---")
    st = pick(rng, ["APPROVED", "PENDED - more information required", "APPROVED (12 months)", "DENIED - step therapy"])
    n.ln("Decision: ", st, "   Reviewer: ", ("DOCTOR", pick(rng, [x.cons2.full, x.reg.full])))
    n.ln("Authorisation no.: ", mkid(rng, "pa", d), "   Valid ", D(rng, addd(d, 3), c), " to ", D(rng, addd(d, 368), c))
    if chance(rng, 0.5):
        n.ln("Track status: ", ("URL", url(rng, pick(rng, ["auth.example.com", "priorauth.example.net", "ifr.example.org"]),
                                           "/status/" + dd(rng, 8))))
