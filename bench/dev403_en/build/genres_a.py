"""Genres: dermatology clinic letter, biologic initiation checklist,
PASI/DLQI assessment."""

import datetime as dt

import clinical as CL
from blocks import pt, doc, fam, addr, town, ids, contact, letterhead, signoff, typed_by, vals
from core import pick, chance, words, digits, letters, an, cap
from pools_places import SCHOOLS


def age_phrase(b, c, age=None, form=None):
    r = b.rng
    a = c.age if age is None else age
    form = form or pick(r, ["yo", "year", "year", "aged", "yrs", "words"])
    if form == "yo":
        b.p(str(a), "AGE").t(pick(r, [" yo", "yo", " y/o"]))
    elif form == "year":
        b.p(str(a), "AGE").t("-year-old")
    elif form == "aged":
        b.t("aged ").p(str(a), "AGE")
    elif form == "yrs":
        b.p(str(a), "AGE").t(" yrs")
    else:
        b.t("aged ").p(words(a), "AGE")
    return b


def job_clause(b, c, v):
    """occupation / school / employer sentence fragment"""
    r = b.rng
    if c.age < 18:
        b.f(" {He} is in school at {ORGANIZATION:school}; {his} {rel} ", v, school=pick(r, SCHOOLS))
        fam(b, c)
        b.f(" works as {a_fo} {PROFESSION:fo}.", v, fo=c.fam_occ)
        return b
    if c.age >= 68 and chance(r, 0.7):
        b.f(" {He} is a retired {PROFESSION:occ}.", v)
        return b
    form = r.randrange(3)
    if form == 0:
        b.f(" {He} works as {a_occ} {PROFESSION:occ} for {ORGANIZATION:employer}.", v)
    elif form == 1:
        b.f(" {He} is {a_occ} {PROFESSION:occ} and finds the hand involvement a real problem at work.", v)
    else:
        b.f(" Occupation: {PROFESSION:occ} ({ORGANIZATION:employer}).", v)
    return b


def g_letter(b, c):
    r = b.rng
    v = vals(c)
    bio = CL.biologic(r)
    br = CL.brand(r, bio)
    prev = CL.biologic(r, exclude=bio[0])
    oral = pick(r, CL.ORALS)
    start = c.before(110, 1100)
    pasi0 = round(r.uniform(10.5, 32), 1)
    pasi1 = round(r.uniform(0, 6), 1)
    dl0, dl1 = r.randrange(11, 27), r.randrange(0, 6)
    dept = pick(r, ["Department of Dermatology", "Dermatology Outpatients - Psoriasis & Biologics Service",
                    "Skin Health Centre (Dermatology)", "Division of Dermatology"])
    letterhead(b, c, dept)
    b.t("\nConsultant: ")
    doc(b, c.cons, "dr_full")
    if chance(r, 0.6):
        b.t("   Specialist Nurse: ").p(c.cns.full(), "DOCTOR")
    b.t("\nClinic date: ").p(c.d(c.visit), "DATE")
    b.t("   Dictated: ").p(c.d(c.visit), "DATE")
    b.t("   Typed: ").p(c.d(c.after(1, 9)), "DATE").t("\n\n")
    if c.c in ("US", "CA"):
        b.t("Referring provider: ")
        doc(b, c.gp, "dr_full")
        b.t(", ").p(c.gp_practice, "HOSPITAL").t("\n")
        addr(b, c, "gp")
        b.t("\nFax: ").p(c.gp_fax, "FAX").t("\n\n")
        b.t("Dear ")
        doc(b, c.gp, "dr_last")
        b.t(",\n\nRE: ")
    else:
        b.t(pick(r, ["PRIVATE AND CONFIDENTIAL\n", "", "Private & Confidential\n"]))
        doc(b, c.gp, pick(r, ["dr_full", "dr_init"]))
        b.t("\n").p(c.gp_practice, "HOSPITAL").t("\n")
        addr(b, c, "gp", sep="\n")
        b.t("\n\nDear ")
        doc(b, c.gp, pick(r, ["dr_last", "first"]) if chance(r, 0.8) else "dr_last")
        b.t(",\n\nRe: ")
    pt(b, c, pick(r, ["LF", "full", "mi", "titlefull"]))
    b.t("   ")
    ids(b, c)
    b.t("\n")
    addr(b, c, "pt")
    b.t("\n\nDiagnoses:\n1. %s, onset age " % cap(pick(r, CL.PHENOTYPES))).p(str(c.onset_age), "AGE")
    b.t("\n2. %s\n" % cap(pick(r, CL.COMORBID)))
    if chance(r, 0.5):
        b.t("3. %s\n" % cap(pick(r, CL.COMORBID)))
    b.t("\nCurrent treatment:\n- %s (%s) %s - started " % (br, bio[0], bio[2])).p(c.d(start), "DATE")
    b.t("\n- %s\n- %s as emollient/soap substitute\n" % (pick(r, CL.TOPICALS), pick(r, CL.EMOLLIENTS)))
    b.t("\nToday: PASI %s (baseline %s, " % (pasi1, pasi0)).p(c.d(start, "mys"), "DATE")
    b.t("), DLQI %d (baseline %d), BSA %d%%.\n\n" % (dl1, dl0, r.randrange(0, 6)))
    # history paragraph
    b.t("I reviewed ")
    pt(b, c, "title")
    b.t(pick(r, [" in the biologics clinic today", " today", " in clinic"]))
    if chance(r, 0.5):
        b.f(", accompanied by {his} {rel} ", v)
        fam(b, c)
    b.t(". ")
    b.f("{He} is a ", v)
    age_phrase(b, c, form=pick(r, ["year", "yo"]))
    b.f(" {man} with a {years}-year history of psoriasis.", v)
    job_clause(b, c, v)
    prev_end = c.before(20, 60, start)
    prev_start = c.before(200, 700, prev_end)
    oral_end = c.before(30, 200, prev_start)
    oral_start = c.before(120, 600, oral_end)
    b.t(" Previous systemic treatment included NB-UVB (")
    b.p(c.d(c.before(100, 1500, oral_start), "y"), "DATE")
    b.t(", %d exposures), %s from " % (r.randrange(18, 34), oral[0]))
    b.p(c.d(oral_start, "my"), "DATE").t(" to ").p(c.d(oral_end, "my"), "DATE")
    b.t(" (stopped: %s) and %s (%s) until " % (pick(r, CL.STOP_REASONS), prev[0], pick(r, prev[1])))
    b.p(c.d(prev_end, "mys"), "DATE")
    b.t(", discontinued for %s.\n\n" % pick(r, CL.STOP_REASONS))
    # progress
    b.f("Since starting {br} {his} skin has improved considerably. ", v, br=br)
    b.t(pick(r, ["There has been no serious infection. ", "%s was noted and managed in primary care. "
                 % cap(CL.ae_reactions(r, bio[3])), "Injections are going well via homecare. "]))
    if chance(r, 0.5):
        b.f("{He} is planning to travel to {COUNTRY:abroad} in ", v)
        b.p(c.d(c.after(20, 120), "my"), "DATE")
        b.t(" and I have provided a travel letter for the pens and sharps. ")
    if chance(r, 0.5):
        b.f("{His} {rel}, ", v)
        fam(b, c, "full")
        if chance(r, 0.5):
            b.t(", who is %s " % an(c.fam_occ)).p(c.fam_occ, "PROFESSION").t(", helps with the injections. ")
        else:
            b.t(pick(r, [", helps with injections. ", ", is very supportive. "]))
    b.t(CL.hard_neg_sentence(r) + "\n\n")
    b.t("On examination: " + pick(r, CL.EPONYM_LINES).format(fitz=pick(r, CL.FITZ), napsi=r.randrange(2, 30),
                                                             pest=r.randrange(0, 6)))
    b.t(" Residual plaques on %s.\n\n" % pick(r, ["elbows", "shins", "scalp margin", "natal cleft", "umbilicus"]))
    b.t("Plan:\n1. Continue %s; next homecare delivery via " % br).p(c.homecare, "ORGANIZATION").t(".\n")
    b.t("2. Monitoring bloods (FBC, U&E, LFT, CRP) every 6 months - ")
    b.t(pick(r, ["please arrange at the surgery", "done today", "via hospital phlebotomy"]) + ".\n")
    b.t("3. Review in %d weeks (booked for " % r.randrange(12, 27)).p(c.d(c.wk(c.after(80, 190)), "wd"), "DATE").t(").\n")
    if chance(r, 0.6):
        b.t("4. Patient advice line: ").p(c.dept_phone, "PHONE").t(" (Mon-Fri 9-4).\n")
    b.t("\nYours sincerely,\n\n\n")
    if chance(r, 0.7):
        signoff(b, c, c.cons, pick(r, ["Consultant Dermatologist", "Consultant Dermatologist & Biologics Lead"]))
    else:
        signoff(b, c, c.reg, pick(r, ["Specialty Registrar in Dermatology", "Dermatology Fellow"]))
        b.t("for ")
        doc(b, c.cons, "dr_full")
        b.t(", Consultant\n")
    b.t("\ncc: ")
    pt(b, c, pick(r, ["titlefull", "full"]))
    b.t(", ")
    addr(b, c, "pt")
    if chance(r, 0.4):
        b.t("\ncc: ")
        doc(b, c.rheum, "dr_full")
        b.t(", Rheumatology, ").p(c.hosp, "HOSPITAL")
    b.t("\n")
    typed_by(b, c)
    b.t("\n")


def g_checklist(b, c):
    r = b.rng
    v = vals(c)
    bio = CL.biologic(r)
    br = CL.brand(r, bio)
    qft = c.before(10, 60)
    b.t(pick(r, ["BIOLOGIC THERAPY INITIATION CHECKLIST", "Pre-Biologic Screening & Initiation Checklist",
                 "BIOLOGIC START - SAFETY CHECKLIST (Dermatology)"]) + "\n")
    b.p(c.hosp, "HOSPITAL").t(" - Dermatology\n")
    b.t("=" * 56 + "\n")
    b.t("Patient: ")
    pt(b, c, pick(r, ["LF", "lf", "full"]))
    b.t("    Sex: " + v["sex"] + "    Age: ").p(v["age"], "AGE").t("\n")
    ids(b, c, sep="    ")
    if c.c in ("US", "IE", "CA") and chance(r, 0.6):
        b.t("    %s: " % c.ssn_label).p(c.ssn, "SSN")
    b.t("\nAddress: ")
    addr(b, c, "pt")
    b.t("\n")
    contact(b, c, sep="    ")
    b.t("\nConsultant: ")
    doc(b, c.cons, "dr_full")
    b.t("    CNS: ").p(c.cns.full(), "DOCTOR").t("\n")
    b.t(c.gpw + ": ")
    doc(b, c.gp, "dr_init")
    b.t(", ").p(c.gp_practice, "HOSPITAL").t("  Tel ").p(c.gp_phone, "PHONE").t("\n\n")
    b.t("Proposed agent: %s (%s)\nRegimen: %s\n" % (bio[0], br, bio[2]))
    g = pick(r, CL.GUIDE[c.c])
    b.t("Eligibility (%s): PASI %s / DLQI %d recorded " % (g, round(r.uniform(10, 30), 1), r.randrange(11, 28)))
    b.p(c.d(c.before(14, 50)), "DATE").t(" and ").p(c.d(c.before(120, 200)), "DATE").t("\n\n")
    box = lambda ok: "[x]" if ok else "[ ]"
    b.t("%s Failed/contraindicated conventional systemic therapy:\n" % box(True))
    k = r.randrange(1, 3)
    od = c.before(500 * k + 200, 500 * k + 900)
    for o in [CL.ORALS[i] for i in r.sample(range(len(CL.ORALS)), k)]:
        oe = c.after(90, 420, od)
        b.t("      %s " % o[0]).p(c.d(od, "mys"), "DATE").t(" - ")
        b.p(c.d(oe, "mys"), "DATE").t(" (%s)\n" % pick(r, CL.STOP_REASONS))
        od = c.after(20, 90, oe)
    b.t("%s TB screen: QuantiFERON-TB Gold Plus %s " % (box(True), pick(r, ["NEGATIVE", "negative", "Negative (nil 0.03)"])))
    b.p(c.d(qft), "DATE").t("  Lab no. ").p(pick(r, ["Q", "TB", "IG"]) + digits(r, 7), "IDNUM").t("\n")
    b.t("      CXR ").p(c.d(qft + dt.timedelta(days=r.randrange(0, 9))), "DATE")
    b.t(": no active disease. Acc# ").p("RAD" + digits(r, 8), "IDNUM").t("\n")
    if chance(r, 0.35):
        b.t("      Risk factors: born in ").p(c.abroad, "COUNTRY").t(", moved here ").p(c.d(c.before(2000, 9000), "y"), "DATE").t("\n")
    else:
        b.t("      Risk factors: %s\n" % pick(r, ["none", "none identified", "healthcare worker", "household contact, treated"]))
    b.t("%s Hep B sAg neg, anti-HBc neg, Hep C Ab neg, HIV 1/2 Ag/Ab neg (" % box(True))
    b.p(c.d(qft), "DATE").t(")\n")
    b.t("%s VZV IgG %s\n" % (box(True), pick(r, ["positive", "positive", "NEGATIVE - Shingrix advised"])))
    b.t("%s Vaccinations: influenza " % box(True)).p(c.d(c.before(30, 200)), "DATE")
    b.t(", pneumococcal (PPV23) ").p(c.d(c.before(30, 900)), "DATE")
    b.t(", COVID-19 booster ").p(c.d(c.before(30, 400), "mys"), "DATE").t("\n")
    if c.pt.sex == "F" and 16 < c.age < 50:
        b.t("%s Pregnancy: urine beta-hCG negative; contraception discussed (LARC)\n" % box(True))
    else:
        b.t("[-] Pregnancy test: N/A\n")
    if chance(r, 0.3):
        b.t("%s Malignancy history: BCC left cheek excised " % box(True)).p(c.d(c.before(700, 3000), "y"), "DATE").t("\n")
    else:
        b.t("%s Malignancy history: %s\n" % (box(True), pick(r, ["nil", "nil; cervical screening up to date"])))
    b.t("%s Demyelination / heart failure (NYHA III-IV) / IBD: %s\n" % (
        box(bio[3] == "TNFi"), pick(r, ["none", "none known", "N/A - not TNFi"])))
    b.t("%s Baseline bloods FBC, U&E, LFT, lipids, HbA1c: " % box(True)).p(c.d(qft), "DATE").t("\n")
    b.t("%s Patient information leaflet + alert card given\n" % box(True))
    if c.c == "UK":
        b.t("%s BADBIR consent " % box(True)).p(c.d(c.visit), "DATE").t("  BADBIR ID: ").p(digits(r, 6), "IDNUM").t("\n")
    b.t("%s Injection training: " % box(True)).p(c.d(c.after(3, 20)), "DATE")
    b.t(" with ").p(c.cns.first, "DOCTOR").t(" in Treatment Room ").p(str(r.randrange(1, 12)) + pick(r, ["", "A", "B"]), "LOCATION_OTHER").t("\n")
    b.t("%s Homecare registration: " % box(True)).p(c.homecare, "ORGANIZATION")
    b.t("   Customer acct ").p("HC-" + digits(r, 6), "ACCOUNT").t("\n")
    if chance(r, 0.5):
        b.t("    Delivery contact: ")
        fam(b, c, "full")
        b.f(" ({rel}) ", v).p(c.fam_phone, "PHONE").t("\n")
    b.t("%s Prescription sent to pharmacy " % box(True)).p(c.d(c.after(1, 6)), "DATE")
    b.t(", Rx no. ").p(letters(r, 2) + digits(r, 6), "IDNUM").t("\n\n")
    b.t("Notes: ")
    if chance(r, 0.5):
        b.t(pick(r, ["Works as a ", "Occupation - ", "Job: "])).p(c.occ, "PROFESSION").t("; ")
    b.t(CL.hard_neg_sentence(r) + " " + CL.hard_neg_sentence(r) + "\n\n")
    b.t("Checked by: ").p(c.cns.full(), "DOCTOR").t(pick(r, [", Dermatology CNS", " (Clinical Nurse Specialist)"]))
    b.t("   Date: ").p(c.d(c.visit), "DATE").t("\n")
    lab, val = c.lic("pharm")
    b.t("Pharmacist verification: ").p(c.pharm.full(), "DOCTOR").t("  %s " % lab).p(val, "LICENSE")
    b.t("   ").p(c.d(c.after(0, 3)), "DATE").t("\n")
    b.t("Approved: ")
    doc(b, c.cons, pick(r, ["dr_full", "dr_init"]))
    if chance(r, 0.6):
        lab, val = c.lic()
        b.t("  %s " % lab).p(val, "LICENSE")
    b.t("\n")


def g_pasi(b, c):
    r = b.rng
    v = vals(c)
    rows, total = CL.pasi_table(r, severe=chance(r, 0.6))
    dq = [r.randrange(0, 4) for _ in CL.DLQI_Q]
    dl = sum(dq)
    b.t(pick(r, ["PASI / DLQI ASSESSMENT", "Psoriasis Severity Assessment (PASI, DLQI, BSA)",
                 "Disease Activity Assessment - Psoriasis"]) + "\n")
    b.p(c.hosp, "HOSPITAL").t(pick(r, [" | Dermatology Biologics Clinic", " - Psoriasis Clinic", " Skin Unit"]))
    b.t("\n\nName: ")
    pt(b, c, pick(r, ["LF", "full", "mi"]))
    b.t("   ")
    ids(b, c, with_hp=False)
    b.t("\nAssessment date: ").p(c.d(c.visit), "DATE")
    b.t("   Visit no: ").p(c.acct, "ACCOUNT")
    b.t(pick(r, ["   Room: ", "   Clinic room ", "   OPD room "])).p(str(r.randrange(1, 30)) + pick(r, ["", "", "B"]), "LOCATION_OTHER").t("\n")
    b.t("Assessor: ")
    doc(b, pick(r, [c.cns, c.reg, c.cons]), pick(r, ["full", "dr_full"]))
    bio = CL.biologic(r)
    wk = pick(r, [0, 4, 12, 16, 28, 52, 64])
    b.t("   Therapy: %s (%s), week %d\n" % (bio[0], pick(r, bio[1]), wk))
    b.t("Consultant: ")
    doc(b, c.cons, pick(r, ["dr_full", "dr_init"]))
    b.t("   Next assessment due: ").p(c.d(c.wk(c.after(60, 120))), "DATE").t("\n\n")
    b.t("PASI\nRegion        Area  E  I  D   Score\n")
    for name, w, a, e, i, d, sub in rows:
        b.t("%-13s %d     %d  %d  %d   %.2f\n" % (name, a, e, i, d, sub))
    b.t("TOTAL PASI: %.1f   BSA: %d%%   sPGA: %d   NAPSI: %d   PSSI: %d\n\n" % (
        total, max(1, int(total * 1.1) + r.randrange(0, 5)), min(4, int(total / 6)), r.randrange(0, 40),
        r.randrange(0, 50)))
    b.t("DLQI (completed by patient")
    if chance(r, 0.3):
        b.f(" with help from {his} {rel} ", v)
        fam(b, c)
    b.t(")\n")
    for q, s in zip(CL.DLQI_Q, dq):
        b.t("  %-45s %d\n" % (q, s))
    b.t("DLQI total: %d/30 - %s\n\n" % (dl, CL.dlqi_band(dl)))
    b.t("Previous scores:\nDate          PASI   DLQI\n")
    d0 = c.visit
    for _ in range(r.randrange(3, 6)):
        d0 = d0 - dt.timedelta(days=r.randrange(60, 200))
        b.p(c.d(d0), "DATE").t("    %.1f   %d\n" % (r.uniform(0, 28), r.randrange(0, 25)))
    b.t("\nComments: ")
    if c.age < 18:
        b.t("CDLQI used instead of DLQI for ")
        age_phrase(b, c, form="year")
        b.t(pick(r, [". ", "; Gillick competent, consented to photos. ", "; seen with parent (Fraser guidance discussed). "]))
    b.t(pick(r, ["PASI 90 achieved. ", "PASI 75 not reached at week 16 - consider switch. ",
                 "Adequate response per %s. " % pick(r, CL.GUIDE[c.c]),
                 "Flare after missed dose over holiday. "]))
    if chance(r, 0.6):
        b.t(pick(r, ["Pt works as a ", "Occupation: ", "Employed as a "])).p(c.occ, "PROFESSION")
        b.t(pick(r, ["; hand involvement limits work. ", ". ", " - sick leave 2 wks. "]))
    if chance(r, 0.4):
        b.t("Photos taken (consent) - stored under image ref ").p("IMG-" + digits(r, 8), "IDNUM").t(". ")
    b.t(CL.hard_neg_sentence(r) + "\n")
    b.t("\nSigned: ")
    doc(b, c.cns, "full")
    b.t(pick(r, [", Dermatology CNS", " RN", ", Nurse Specialist"]))
    b.t("   ").p(c.d(c.visit), "DATE").t(" ").t("%02d:%02d" % (r.randrange(8, 17), r.randrange(60)))
    b.t("\nEntered by user: ").p(pick(r, [c.cns.first[0].lower() + c.ascii(c.cns.last).lower().replace(" ", "").replace("'", ""),
                                         "derm." + c.ascii(c.cns.first).lower()]), "USERNAME").t("\n")
