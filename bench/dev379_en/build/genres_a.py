"""Genres: rheumatology clinic letter, GP shared-care letter, pregnancy planning clinic note."""
import blocks
import case
import clin
import loc
import narr
import pools
from core import P
from narr import fut, past


def _dxlist(n, c, x, head="Diagnoses:\n"):
    rng = c.rng
    n.add(head)
    d = narr.dx_date(c)
    n.f("1. " + clin.dx_text(rng, c) + " - diagnosed {d}\n", x,
        d=c.D(d, rng.choice(["y", "my", "mys"])))
    for i, cm in enumerate(clin.comorb(rng, rng.randint(1, 3))):
        n.add("%d. %s\n" % (i + 2, cm[0].upper() + cm[1:]))


def _meds(n, c, head="Current medication:\n", bullet="- "):
    rng = c.rng
    n.add(head)
    for m in clin.med_list(rng, c, rng.randint(3, 6)):
        n.add(bullet + m + "\n")


def _us_note(n, c, x):
    rng = c.rng
    n.f("{hosp}\n", x)
    n.add(rng.choice(["Rheumatology Clinic - Progress Note\n", "RHEUMATOLOGY OUTPATIENT VISIT\n",
                      "Lupus Clinic Follow-up\n", "Vasculitis Clinic Note\n"]))
    n.f("Date of Service: {date}    {acctl}: {acct}\n", x)
    n.f("Patient: {ptLF}    MRN: {mrn}    DOB: {dob}    Age: {age}\n", x)
    if c.cc == "US":
        n.f("PCP: {gp}, MD ({prac})    Insurance: {ins}, {hpl} {hp}\n", x,
            ins=P(rng.choice(pools.INSURERS["US"]), "ORGANIZATION"))
        if c.ssn and rng.random() < 0.3:
            n.f("SSN on file: {s}\n", s=P(c.ssn, "SSN"))
    else:
        n.f("Family physician: Dr. {gp}, {prac}    {hpl}: {hp}\n", x)
    n.add("\nCC: " + rng.choice(["follow-up", "joint pain and fatigue", "rash", "routine visit",
                                 "lab review", "post-infusion follow-up"]) + "\n\nHPI: ")
    narr.opener(n, c, x)
    narr.background(n, c, x)
    narr.interval(n, c, x)
    n.add("\n\nPMH:\n")
    _dxlist(n, c, x, "")
    _meds(n, c, "\nMedications:\n", "  ")
    n.add("Allergies: " + rng.choice(clin.ALLERGY) + "\n\nSocial: ")
    narr.social(n, c, x)
    n.add("\nFamily: ")
    narr.family(n, c, x)
    n.add("\n\nROS: " + rng.choice(["negative except as per HPI", "+fatigue, +arthralgia, no fevers",
                                     "no chest pain, no SOB, no hematuria", "10-point ROS otherwise negative"]) +
          "\n\nExam: ")
    narr.exam(n, c, x)
    narr.hardneg(n, c, rng.randint(1, 3))
    if rng.random() < 0.4:
        narr.public(n, c)
    n.add("\n\n")
    narr.bloods(n, c, x, "Labs")
    n.add("Activity: " + clin.score(rng, c) + "\n\nAssessment/Plan:\n")
    narr.plan(n, c, x, rng.choice(["- ", "# ", "  * "]), rng.randint(3, 5))
    if rng.random() < 0.6:
        n.f("\nI saw and examined the patient with {fel} and agree with the findings and plan as "
            "documented.\n", x, fel=[("Dr. " if rng.random() < 0.5 else ""), c.doc(c.reg)])
    n.add("\n")
    blocks.signoff(n, c, c.cons, closing=False)
    blocks.audit(n, c, c.cons, 0.4)


def clinic_letter(n, c):
    rng = c.rng
    x = narr.X(c)
    if c.cc in ("US", "CA") and rng.random() < 0.7:
        return _us_note(n, c, x)
    blocks.letterhead(n, c, rng.choice([None, "Lupus Clinic", "Vasculitis Service",
                                        "Scleroderma & Myositis Clinic", None]))
    c.typed = fut(c, 1, 8)
    n.f("\nClinic date: {date}\nDate typed: {d2}\n", x, d2=c.D(c.typed))
    if rng.random() < 0.5:
        n.f("Our ref: {mrn}/{ini}\n", x, ini=P(c.cons.form("init"), "DOCTOR"))
    to_pt = rng.random() < 0.25
    n.add("\n")
    if to_pt:
        n.f("{t} {pt}\n", x)
        n.put(blocks.addr(c))
        n.f("\n\nDear {t} {ptl},\n\n", x)
    else:
        dr = "Dr. " if c.cc in ("US", "CA") else "Dr "
        n.f(dr + "{gp}\n{prac}\n", x)
        n.put(blocks.addr(c, "gp"))
        n.f("\n\nDear " + dr + "{gpl},\n\n", x)
        blocks.pt_header(n, c, rng.choice([1, 1, 4, 2]))
        n.add("\n")
    _dxlist(n, c, x)
    n.add("\n")
    _meds(n, c)
    if rng.random() < 0.5:
        n.add("\nSerology: " + clin.sero(rng, c) + "\n")
    n.add("\n")
    if to_pt:
        n.add(rng.choice(["I am writing to you directly, with a copy to your GP, to summarise our "
                          "discussion in clinic today. ",
                          "It was good to see you again in clinic. "]))
        n.f("We talked about how things have been since {d}. ", x, d=c.D(past(c, 90, 200), "my"))
        n.add("For the benefit of your GP, the key points are summarised below.\n\n")
    else:
        narr.opener(n, c, x, rng.choice(["lupus clinic", "vasculitis clinic", "CTD clinic",
                                         "rheumatology clinic", "clinic"]))
    narr.background(n, c, x)
    narr.interval(n, c, x)
    n.add("\n\n")
    for fn in rng.sample([narr.social, narr.family, narr.travel], rng.randint(1, 3)):
        fn(n, c, x)
    n.add("\n\nOn examination: ")
    narr.exam(n, c, x)
    narr.hardneg(n, c, rng.randint(1, 3))
    if rng.random() < 0.4:
        narr.public(n, c)
    n.add("\n\n")
    narr.bloods(n, c, x, rng.choice(["Bloods", "Results", "Investigations"]))
    n.add("Disease activity: " + clin.score(rng, c) + "\n\n")
    n.add(rng.choice(["Plan:\n", "Impression and plan:\n", "Plan agreed:\n"]))
    narr.plan(n, c, x, rng.choice(["- ", "* ", "  "]), rng.randint(3, 5))
    n.add("\n")
    who = c.cons if rng.random() < 0.7 else c.reg
    blocks.signoff(n, c, who, contact=rng.random() < 0.4)
    blocks.dictation(n, c, who)
    if to_pt:
        n.f("\ncc: Dr {gp}, {prac}\n", x)
    else:
        blocks.cc_block(n, c)


SC = {
    "mmf": ("Mycophenolate mofetil", "1 g twice daily",
            "FBC, U&E and LFTs fortnightly for 6 weeks after any dose change, then monthly for 3 "
            "months, then 3-monthly", "Teratogenic - highly effective contraception required; stop "
                                     "at least 6 weeks before conception"),
    "aza": ("Azathioprine", "2 mg/kg/day (currently 125 mg od)",
            "FBC and LFTs weekly for 6 weeks, fortnightly until stable, then 3-monthly",
            "TPMT activity normal; avoid allopurinol/febuxostat (interaction)"),
    "mtx": ("Methotrexate", "20 mg once WEEKLY (same day each week) with folic acid 5 mg weekly",
            "FBC, U&E, LFTs every 2 weeks until stable for 6 weeks, then monthly x3, then 3-monthly",
            "Weekly dosing only; avoid trimethoprim/co-trimoxazole at treatment doses"),
    "hcq": ("Hydroxychloroquine", "200 mg od (<=5 mg/kg actual body weight)",
            "No routine blood monitoring; baseline and annual retinal screening (OCT + visual fields) "
            "after 5 years", "Stop and refer if visual symptoms"),
    "tac": ("Tacrolimus", "2 mg bd (trough target 5-8 ng/mL)",
            "Trough level, FBC, U&E, glucose, Mg and BP fortnightly for 3 months then monthly",
            "Interacts with clarithromycin, azoles, grapefruit"),
    "cic": ("Ciclosporin", "2.5 mg/kg/day in 2 divided doses",
            "BP and creatinine fortnightly for 3 months then monthly",
            "Reduce dose if creatinine rises >25% from baseline"),
}

SC_FOR = {"sle": ["mmf", "aza", "mtx", "hcq"], "ln": ["mmf", "tac", "aza"], "gpa": ["aza", "mtx"],
          "mpa": ["aza", "mmf"], "egpa": ["aza", "mtx"], "dcssc": ["mmf", "mtx"], "lcssc": ["hcq"],
          "dm": ["mtx", "mmf", "tac"], "asyn": ["mmf", "tac"], "imnm": ["mtx"], "mctd": ["hcq", "mtx"],
          "uctd": ["hcq"]}


def gp_shared_care(n, c):
    rng = c.rng
    x = narr.X(c)
    key = rng.choice(SC_FOR[c.dx])
    drug, dose, mon, caution = SC[key]
    blocks.letterhead(n, c)
    n.f("\n{date}\n\n", x)
    gpt = "Dr. " if c.cc in ("US", "CA") else "Dr "
    n.f(gpt + "{gp}\n{prac}\n", x)
    n.put(blocks.addr(c, "gp"))
    if rng.random() < 0.4:
        n.f("\nFax: {gfax}", x)
    n.add("\n\n")
    n.add(rng.choice(["SHARED CARE REQUEST - ", "Shared care agreement: ", "Transfer of prescribing: "]) +
          drug.upper() + "\n\n")
    n.f("Dear " + gpt + "{gpl},\n\n", x)
    n.f("Patient: {t} {pt}   DOB: {dob}\n", x)
    if c.cc == "US":
        n.f("MRN: {mrn}\n", x)
    else:
        n.f("{hpl}: {hp}   Hospital no: {mrn}\n", x)
    n.put(["Address: "] + blocks.addr(c, oneline=True) + ["\n\n"])
    d0 = past(c, 50, 150)
    n.f("I would be grateful if you would take over prescribing of " + drug.lower() + " for {ptf} "
        "under the shared care protocol. {She} has " + clin.dx_mid(rng, c) + " and started " +
        drug.lower() + " on {d0}. The dose has been stable at " + dose + " since {d1}.\n\n", x,
        d0=c.D(d0), d1=c.D(loc.add_days(d0, rng.randint(28, 45))))
    n.add("Indication: " + rng.choice(["steroid-sparing", "maintenance of remission",
                                       "induction of remission", "skin and joint disease",
                                       "ILD stabilisation"]) + "\n")
    n.add("Monitoring: " + mon + ".\n")
    n.add("Cautions: " + caution + ".\n")
    if key != "hcq":
        n.add("Action thresholds: WCC <3.5, neutrophils <1.6, platelets <140, ALT or AST >100, "
              "MCV >105, eGFR fall >20% - withhold and contact the team.\n")
    n.add("\n")
    n.f("Baseline ({d}): " + clin.bloods(rng, c) + ". Hep B/C and HIV negative, VZV IgG positive.\n",
        x, d=c.D(loc.add_days(d0, -rng.randint(7, 30)), c.ts))
    if rng.random() < 0.5:
        n.f("Lab ref: {acc}\n", x, acc=P(loc.accession(rng, c.d.year % 100), "IDNUM"))
    n.add("\nThe following have been discussed with the patient: infection risk, sun protection, "
          "avoidance of live vaccines, annual flu and COVID-19 boosters, and the need to attend for "
          "blood tests. ")
    if rng.random() < 0.5:
        narr.public(n, c)
    if c.pt.sex == "F" and c.age < 50:
        n.add("Contraception discussed (" + rng.choice(["Mirena IUS in situ", "Nexplanon",
                                                        "progestogen-only pill", "not sexually active"]) + "). ")
    n.f("{She} signed the patient agreement on {d}.\n\n", x, d=c.D(past(c, 0, 14)))
    n.add("Responsibilities of the specialist team: initiation, dose changes, review at least "
          "6-monthly, advice on abnormal results.\n"
          "Responsibilities of the " + x["gpword"] + ": prescribing, monitoring as above, recording "
          "results, acting on thresholds.\n\n")
    n.add("Contacts:\n")
    n.f("  Rheumatology advice line: {ph} (weekdays 09:00-16:00)\n", x,
        ph=P(loc.phone(rng, c.cc), "PHONE"))
    n.f("  Nurse specialist: {cns} - {m}\n", x, m=P(c.cns.mail, "EMAIL"))
    if rng.random() < 0.6:
        n.f("  Specialist pharmacist: {pharm}, {ph}\n", x,
            ph=P(c.htel + " " + loc.ext(rng), "PHONE"))
    n.f("  Secure fax: {hfax}\n", x)
    if rng.random() < 0.4:
        n.f("  Protocol: {u}\n", x, u=P("www." + c.domain + "/sharedcare/" + key, "URL"))
    n.f("\nPlease confirm acceptance by returning the attached form within 14 days. Until then we will "
        "continue to supply via {hosp} outpatient pharmacy.\n\n", x)
    blocks.signoff(n, c, c.cons if rng.random() < 0.7 else c.pharm, with_lic=rng.random() < 0.4)
    if rng.random() < 0.5:
        blocks.dictation(n, c, c.cons)
    blocks.cc_block(n, c, patient=True)
    if rng.random() < 0.35:
        n.f("Community pharmacy: {pharmacy}\n", x)


def pregnancy_planning(n, c):
    rng = c.rng
    x = narr.X(c)
    rel, partner = c.relative(["husband", "partner", "wife"])
    if rel not in ("husband", "partner", "wife"):
        rel = rng.choice(["husband", "partner", "partner"])
        partner = case.person(rng, c.cc, "M" if rel == "husband" or rng.random() < 0.85 else "F")
    x["partner"] = c.fm(partner)
    x["partf"] = c.fm(partner, "first")
    head = rng.choice(["PRE-CONCEPTION COUNSELLING - RHEUMATOLOGY / OBSTETRIC MEDICINE\n",
                       "Pregnancy Planning Clinic (joint)\n", "Preconception Clinic - Lupus & Pregnancy\n",
                       "Rheumatology-Obstetric Medicine Joint Clinic\n"])
    n.add(head)
    n.f("{hosp}\n", x)
    n.f("Date: {date}\n", x)
    blocks.pt_header(n, c, rng.choice([0, 2, 3, 4]))
    n.f("Partner: {partner} ({prel}), occupation: {pj}\n", x, prel=rel,
        pj=P(rng.choice(pools.PROFESSIONS), "PROFESSION"))
    obs = c.clin("doc", "Dr")
    mw = c.clin("nurse", "")
    n.f("Seen by: Dr {cons} (Rheumatology), Dr {o} (Obstetric Medicine); {mw}, specialist midwife\n\n",
        x, o=c.doc(obs), mw=c.doc(mw))
    n.add("Background:\n")
    d = narr.dx_date(c)
    n.f("- " + clin.dx_text(rng, c) + ", diagnosed {d}\n", x, d=c.D(d, "y"))
    ro = rng.random() < 0.4
    aps = rng.random() < 0.3
    n.add("- Serology: " + clin.sero(rng, c) +
          ("; anti-Ro60 and anti-La positive" if ro else "; anti-Ro/La negative") + "\n")
    n.add("- aPL: " + ("persistently positive LA (dRVVT) and aCL IgG - obstetric APS" if aps
                       else "negative x2") + "\n")
    n.f("- Last flare: {d}\n", x, d=c.D(past(c, 180, 700), "my"))
    g = rng.randint(0, 3)
    n.add("\nObstetric history: G%dP%d\n" % (g, max(0, g - rng.randint(0, 1))))
    for i in range(g):
        dd = loc.add_days(c.d, -rng.randint(400, 3000))
        outcome = rng.choice(["SVD at 39/40, 3.2 kg, uncomplicated",
                              "miscarriage at 9 weeks",
                              "pre-eclampsia, delivered by LSCS at 33+4",
                              "SVD at 37/40, neonatal lupus rash in baby",
                              "IUGR, induced at 36/40",
                              "termination (on MMF at the time)"])
        n.f("  {d}: " + outcome + "\n", x, d=c.D(dd, "y"))
    n.add("\nCurrent medication:\n")
    meds = clin.med_list(rng, c, 4)
    for m in meds:
        n.add("  " + m + "\n")
    n.add("\nDiscussion:\n")
    n.f("{ptf} and {partf} would like to try for a pregnancy " +
        rng.choice(["within the next 6 months", "as soon as safe",
                    "later this year"]) + ". ", x)
    n.add("Disease has been quiescent for " + rng.choice(["6", "9", "12", "18"]) + " months. ")
    if any("mycophenolate" in m or "methotrexate" in m for m in meds):
        n.f("Needs to switch from MMF/methotrexate to azathioprine at least 6 weeks (MMF) / 3 months "
            "(MTX) before conception - switch planned for {d}. ", x, d=c.D(fut(c, 7, 40)))
    n.add("Hydroxychloroquine to continue throughout pregnancy and breastfeeding. ")
    if any("ramipril" in m or "losartan" in m for m in meds):
        n.add("ACE inhibitor/ARB to be changed to nifedipine or labetalol. ")
    n.add("Prednisolone up to 10 mg compatible. Low-dose aspirin 150 mg from 12/40. ")
    if aps:
        n.add("Prophylactic LMWH (enoxaparin 40 mg od) once pregnancy confirmed, continue 6 weeks "
              "postpartum. ")
    if ro:
        n.add("Anti-Ro: ~2% risk of congenital heart block; weekly fetal PR interval monitoring 16-26/40 "
              "with fetal medicine. ")
    n.add("Folic acid 5 mg daily. Vitamin D. ")
    if rng.random() < 0.5:
        n.add("EPDS (Edinburgh Postnatal Depression Scale) from previous pregnancy %d. " % rng.randint(4, 16))
    narr.hardneg(n, c, 1)
    if rng.random() < 0.5:
        lmp = past(c, 20, 50)
        n.f("\nLMP {d1}; urine hCG today negative.", x, d1=c.D(lmp))
    if g and rng.random() < 0.4:
        n.f("\nLast pregnancy: EDD was {e}.", x, e=c.D(past(c, 500, 1500)))
    n.add("\n\nBloods today: " + clin.bloods(rng, c) + "\n")
    n.add("BP %d/%d, urine dip NAD.\n\n" % (rng.randint(102, 138), rng.randint(60, 88)))
    n.add("Plan:\n")
    n.add("1. Medication changes as above; repeat bloods 4 weeks after switch\n")
    n.f("2. Review in joint clinic {d} - if stable, OK to start trying\n", x, d=c.D(fut(c, 40, 100)))
    n.f("3. Contact CNS {cnsf} on {ph} as soon as pregnancy test positive\n", x,
        ph=P(loc.phone(rng, c.cc), "PHONE"))
    n.f("4. Booking at {hosp2} maternity (high-risk ANC, Dr {ol})\n", x, ol=c.doc(obs, "last"))
    if rng.random() < 0.5:
        n.f("5. Written info and link sent: {u}\n", x,
            u=P("https://www." + rng.choice(["example.org", "example.net"]) + "/lupus-pregnancy", "URL"))
    n.add("\n")
    if rng.random() < 0.6:
        blocks.signoff(n, c, c.cons, closing=False, with_lic=rng.random() < 0.3)
    else:
        blocks.signoff(n, c, obs, closing=False, with_lic=rng.random() < 0.3,
                       rtext="Consultant in Obstetric Medicine")
    if rng.random() < 0.6:
        blocks.audit(n, c, c.cons, 0.2)
    blocks.cc_block(n, c, patient=False)
