"""Genres: clozapine monitoring flowsheet, community mental health team review, court/tribunal report."""
from common import P, days, hhmm, ampm, fmt_short, fmt_wd, month_year, trange
import clin
import fakers
import parts


def clozapine(rng, ctx, nb):
    pt, st = ctx.pt, ctx.staff
    us = ctx.country == "US"
    clinic = fakers.hospital(rng, ctx.country, "hosp")
    nb.f("{c} - Clozapine Clinic\n", c=P(clinic, "HOSPITAL"))
    nb.add(rng.choice(["CLOZAPINE MONITORING FLOWSHEET\n", "Clozapine Monitoring Record (bloods + physical)\n",
                       "Clozapine Flowsheet\n"]))
    nb.add("\n")
    parts.id_header(nb, ctx, rng)
    reg = P(rng.choice(["CZ-", "CLZ", "R"]) + fakers.digits(rng, 6), "IDNUM")
    nb.f("Clozapine registry no.: {r}\n", r=reg)
    start = ctx.date - days(rng.randint(20, 900))
    pres = st["psychiatrist"] if us else st["consultant psychiatrist"]
    nb.f("Started: {d} at {h}   Prescriber: {p}\n", d=ctx.d(start), h=P(fakers.hospital(rng, ctx.country, "unit"), "HOSPITAL"),
         p=pres.name(rng.choice(["drl", "drfl", "full"])))
    ph = fakers.hospital(rng, ctx.country, "pharm")
    nb.f("Dispensing pharmacy: {p}, ph {t}\n", p=P(ph, "HOSPITAL"), t=P(fakers.phone(rng, ctx.country, mobile=False), "PHONE"))
    dose = rng.choice([200, 250, 300, 350, 400, 450, 500])
    nb.add("Current dose: %d mg/day (%s)\n" % (dose, rng.choice(["100 mg mane, remainder nocte", "divided BID", "all at night", "150 mg AM / rest PM"])))
    nb.add("Baseline: ECG QTc %d ms, troponin <%d, CRP %d, BMI %.1f, fasting glucose %.1f\n" %
           (rng.randint(400, 460), rng.choice([5, 14, 10]), rng.randint(1, 9), rng.randint(220, 410) / 10, rng.randint(44, 72) / 10))
    nb.add("Monitoring: " + rng.choice(["weekly FBC x 18 weeks then 4-weekly", "weekly ANC (first 6 months)", "monthly ANC (after 12 months)",
                                       "weekly troponin/CRP during first 4 weeks of titration"]) + "\n\n")
    if us:
        nb.add("Date       | Wk | Dose | WBC   | ANC (/uL) | Trop | CRP | Wt kg | HR  | Temp  | Acc #        | Init\n")
    else:
        nb.add("Date       | Wk | Dose | WBC  | ANC (x10^9/L) | Trop | CRP | Wt kg | HR  | Temp | Status | Lab no.     | Init\n")
    n = rng.randint(5, 9)
    step = rng.choice([7, 7, 28])
    d = ctx.date - days(step * (n - 1))
    wk = max(1, (d - start).days // 7)
    wt = rng.randint(62, 130)
    nurses = [st["nurse"], st["nurse2"]]
    dip = rng.randrange(n) if rng.random() < 0.4 else -1
    for i in range(n):
        wbc = rng.randint(38, 110) / 10
        anc = rng.randint(21, 70) / 10 if i != dip else rng.randint(12, 19) / 10
        trop = rng.choice(["<5", "<5", "6", "<5", "12"])
        crp = str(rng.randint(1, 12))
        hr = rng.randint(78, 118)
        wt += rng.choice([0, 0, 1, -1, 2])
        acc = P(rng.choice(["H", "L", "24L", "C"]) + fakers.digits(rng, 7), "IDNUM") if rng.random() < 0.6 else "-"
        nb.add(ctx.d(d, alt=rng.random() < 0.15) if rng.random() < 0.8 else P(fmt_short(d, ctx.country), "DATE"))
        nb.add(" | %-2d | %-4d | %-5.1f | " % (wk, dose, wbc))
        if us:
            nb.add("%-9s | %-4s | %-3s | %-5d | %-3d | %-5.1f | " % ("{:,}".format(int(anc * 1000)), trop, crp, wt, hr, rng.randint(972, 994) / 10))
        else:
            status = "GREEN" if anc >= 2.0 else "AMBER"
            nb.add("%-13.1f | %-4s | %-3s | %-5d | %-3d | %-4.1f | %-6s | " % (anc, trop, crp, wt, hr, rng.randint(360, 376) / 10, status))
        nb.add(acc, " | ")
        g = rng.choice(nurses)
        nb.add(P(g.first[0] + g.last[0], "DOCTOR") if rng.random() < 0.7 else P(g.user, "USERNAME"), "\n")
        d = d + days(step)
        wk += step // 7
    nb.add("\nClozapine level: %d ng/mL, norclozapine %d ng/mL (ratio %.1f) - " %
           (rng.randint(180, 900), rng.randint(100, 500), rng.randint(12, 30) / 10))
    nb.f("drawn {d}, {t} h post dose.\n", d=ctx.d(ctx.date - days(rng.randint(3, 20))), t=str(rng.randint(10, 14)))
    nb.add("\nSide-effect checklist (GASS-C): ")
    nb.add(", ".join("%s %s" % (x, rng.choice(["nil", "mild", "moderate", "severe"])) for x in
                     ("constipation", "hypersalivation", "sedation", "tachycardia", "nocturnal enuresis", "dizziness")) + ".\n")
    nb.add("Bowels: " + rng.choice(["opening daily on docusate + senna", "last BO 3 days ago - laxatives increased", "Bristol type 4, daily"]) + ".\n")
    if dip >= 0:
        nb.f("\nComment: ANC below threshold on {d}; repeat FBC x2 weekly, discussed with {p}. ",
             d=ctx.d(ctx.date - days(step * (n - 1 - dip))), p=pres.ref(rng))
        nb.add(rng.choice(["Resolved on repeat.", "Benign ethnic neutropenia considered; haematology advice sought.",
                           "No signs of infection."]) + "\n")
    if rng.random() < 0.5:
        nb.f("Smoking status changed {d} (quit); clozapine level to be rechecked in 1 week.\n",
             d=ctx.d(ctx.date - days(rng.randint(5, 40))))
    if rng.random() < 0.4:
        f = ctx.fam(rng.choice(["mother", "father", "partner"]))
        nb.f("Carer {n} reports {x}. Contact {p}.\n", n=f.name(rng.choice(["full", "first"])),
             x=rng.choice(["good adherence, blister packs", "drooling at night", "more sociable", "missed 2 doses last week"]),
             p=P(fakers.phone(rng, ctx.country), "PHONE"))
    nb.add("\nNext bloods due: ")
    nb.add(ctx.d(ctx.date + days(step)), "\n\n")
    parts.sign(nb, ctx, rng, rng.choice(nurses))


def cmht(rng, ctx, nb):
    pt, st = ctx.pt, ctx.staff
    us = ctx.country == "US"
    team = fakers.hospital(rng, ctx.country, "clinic")
    if us:
        nb.f("{t}\n{h}\n", t=P(team, "HOSPITAL"), h=rng.choice(["TREATMENT TEAM REVIEW", "ACT Team Quarterly Review", "Community Mental Health - Interdisciplinary Review"]))
    else:
        nb.f("{t}\n{h}\n", t=P(team, "HOSPITAL"), h=rng.choice(["MULTIDISCIPLINARY TEAM REVIEW", "Community Mental Health Team - Clinical Review", "CMHT 3-monthly Review"]))
    t1, t2 = trange(rng, 9, 15)
    nb.f("Date: {d}  {t1}-{t2}\n", d=ctx.d(ctx.date), t1=t1, t2=t2)
    nb.f("Client: {n}   {il}: {m}   DOB: {dob}\n", n=pt.name(rng.choice(["full", "LF", "fml"])), il="NHI" if not us else "MRN",
         m=P(ctx.mrn, "MRN"), dob=ctx.d(ctx.dob))
    nb.f("Address: {a}\nPhone: {p}\n", a=ctx.place.addr(rng), p=P(ctx.phone, "PHONE"))
    if rng.random() < 0.5:
        nb.f("Email: {e}\n", e=P(fakers.email(rng, pt, "pt"), "EMAIL"))
    psy = st["psychiatrist"] if us else st["consultant psychiatrist"]
    kw = st["case manager"] if us else st["key worker"]
    peer = st["peer specialist"] if us else st["peer support worker"]
    nb.add("\nPresent: ")
    pres = [[psy.name(rng.choice(["drfl", "drl"])), " (psychiatrist)"], [kw.name("full"), " (%s)" % kw.role],
            [peer.name(rng.choice(["full", "first"])), " (peer)"], [st["social worker"].name("full"), " (SW)"]]
    rng.shuffle(pres)
    fam = ctx.fam(rng.choice(["mother", "father", "sister", "partner", "aunt"]))
    pres.append([fam.name(rng.choice(["full", "first"])), " (%s)" % ("wh\u0101nau, " + fam.rel if not us else fam.rel)])
    for i, p in enumerate(pres):
        if i:
            nb.add(", ")
        nb.add(p)
    nb.add(". Client " + rng.choice(["present for part of meeting", "present", "declined to attend", "attended by phone"]) + ".\n")
    if us:
        nb.add("Legal: " + rng.choice(["voluntary", "assisted outpatient treatment order", "conservatorship (LPS)", "conditional release"]) + "\n")
    else:
        if rng.random() < 0.7:
            nb.f("Legal status: {l}, expires {d}\n", l=rng.choice(["CTO (community) s 29", "CTO s 29, extended"]),
                 d=ctx.d(ctx.date + days(rng.randint(30, 180))))
        else:
            nb.add("Legal status: informal\n")
    dx = rng.choice(clin.DX)
    nb.add("Diagnosis: %s; %s.\n" % (dx[0], rng.choice(["tobacco use", "cannabis use", "obesity", "hepatitis C", "PTSD"])))
    nb.add("\n1. Mental state\n")
    nb.add(pt.name(rng.choice(["first", "tl", "first"])))
    nb.add(rng.choice([" has been settled since the last review with no admissions. ",
                       " had a brief relapse in the context of cannabis use; managed at home with the crisis team. ",
                       " continues to have residual voices but they are less distressing. ",
                       " reports low mood since the anniversary of %s father's death. " % pt.his()]))
    nb.f("Last seen by psychiatrist {d}. HoNOS {h} (previous {h2}).\n", d=ctx.d(ctx.date - days(rng.randint(20, 90)), alt=True),
         h=str(rng.randint(6, 24)), h2=str(rng.randint(6, 24)))
    nb.add("\n2. Medication and physical health\n")
    nb.add("; ".join(clin.meds(rng, 3)) + ". ")
    nb.f("Depot last given {d} (due {d2}). ", d=ctx.d(ctx.date - days(rng.randint(3, 13))), d2=ctx.d(ctx.date + days(rng.randint(1, 14))))
    nb.add("Metabolic screen: " + clin.labs(rng, ctx.country) + ". ")
    gp = fakers.Person(rng, ctx.country, typ="DOCTOR")
    nb.f("{gl}: {g} at {c}.\n", gl="PCP" if us else "GP", g=gp.name(rng.choice(["drfl", "drl"])), c=P(fakers.gp_practice(rng, ctx.country), "HOSPITAL"))
    nb.add("\n3. Social\n")
    k = rng.randint(0, 2)
    if k == 0:
        nb.f("Works part-time as {p} at {o}; ", p=parts.prof_np(ctx), o=P(fakers.org(rng, ctx.country), "ORGANIZATION"))
    elif k == 1:
        nb.f("Former {p}, now on {b}; ", p=P(ctx.prof, "PROFESSION"),
             b=rng.choice(["SSI", "SSDI", "disability benefit"] if us else ["Supported Living Payment", "Jobseeker Support"]))
    else:
        nb.f("Attending {o} (course); ", o=P(fakers.org(rng, ctx.country), "ORGANIZATION"))
    if not us and rng.random() < 0.6:
        nb.f("MSD client no. {m}; ", m=P(fakers.digits(rng, 3) + "-" + fakers.digits(rng, 3) + "-" + fakers.digits(rng, 3), "IDNUM"))
    if us and rng.random() < 0.6:
        hp = fakers.healthplan(rng, "US")
        nb.f("{l} {h}; ", l=hp[0], h=P(hp[1], "HEALTHPLAN"))
    nb.add(rng.choice(["tenancy stable. ", "at risk of eviction due to rent arrears. ", "on housing waitlist. "]))
    nb.f("{R} {n} {x}.\n", R=fam.rel.capitalize(), n=fam.name("first"),
         x=rng.choice(["is the main support and visits daily", "has concerns about spending", "would like more involvement in care planning",
                       "is unwell herself and needs carer support"]))
    nb.add("\n4. Risk\n" + rng.choice(clin.RISK) + "\n")
    nb.add("\n5. Plan\n")
    rows = [("Review depot dose", psy), ("Housing support application", kw), ("Weekly peer contact", peer),
            ("Family psychoeducation session", st["social worker"]), ("Bloods: lipids, HbA1c, prolactin", kw)]
    rng.shuffle(rows)
    nb.add("Action                          | Who             | By\n")
    for a, who in rows[:rng.randint(3, 5)]:
        nb.add("%-31s | " % a, who.name(rng.choice(["fi", "first", "last"])), " | ", ctx.d(ctx.date + days(rng.randint(7, 60)), alt=True), "\n")
    nb.f("\nNext review: {d}\n", d=ctx.d(ctx.date + days(rng.choice([28, 56, 91]))))
    nb.f("Key worker: {k}, {p}, {e}\n", k=kw.name("full"), p=P(fakers.phone(rng, ctx.country, ext=True, mobile=False), "PHONE"),
         e=P(fakers.email(rng, kw), "EMAIL"))
    if rng.random() < 0.5:
        nb.f("Minutes taken by {m}.\n", m=fakers.Person(rng, ctx.country, typ="DOCTOR").name(rng.choice(["full", "fi"])))


def court(rng, ctx, nb):
    if ctx.country == "US":
        _court_us(rng, ctx, nb)
    else:
        _court_nz(rng, ctx, nb)


def _sources(nb, ctx, rng, fams):
    nb.add("SOURCES OF INFORMATION\n")
    nb.f("- Interview with the {r} at {h} on {d1} and {d2} (total {x} hours)\n",
         r="defendant" if ctx.country == "US" else "patient",
         h=P(fakers.hospital(rng, ctx.country, rng.choice(["hosp", "unit"])), "HOSPITAL"),
         d1=ctx.d(ctx.date - days(rng.randint(10, 20))), d2=ctx.d(ctx.date - days(rng.randint(2, 9))), x=str(rng.randint(2, 5)))
    nb.f("- Records of {h} ({a}-{b})\n", h=P(fakers.hospital(rng, ctx.country, "clinic"), "HOSPITAL"),
         a=P(str(ctx.date.year - rng.randint(3, 9)), "DATE"), b=P(str(ctx.date.year), "DATE"))
    for f in fams:
        nb.f("- Telephone interview with {n} ({r}), {p}\n", n=f.name("full"), r=f.rel, p=P(fakers.phone(rng, ctx.country), "PHONE"))
    nb.add("- " + rng.choice(["Police summary of facts", "Jail medical records" if ctx.country == "US" else "Corrections health records",
                              "Prior forensic report", "Pharmacy records"]) + "\n\n")


def _court_us(rng, ctx, nb):
    pt, st, pl = ctx.pt, ctx.staff, ctx.place
    kind = rng.randint(0, 1)
    nb.f("IN THE {c} COURT OF THE STATE OF {s}\nFOR THE COUNTY OF {k}\n\n",
         c=rng.choice(["CIRCUIT", "SUPERIOR", "DISTRICT"]), s=P(pl.state.upper(), "STATE"),
         k=P(pl.county.upper().replace(" COUNTY", ""), "CITY"))
    case = P(rng.choice(["%02dCR%05d", "%02dMH%05d", "CR-%02d-%05d"]) % (ctx.date.year % 100, rng.randint(1, 99999)), "IDNUM")
    if kind == 0:
        nb.f("State v. {n}\nCase No. {c}\n\nFORENSIC EVALUATION: COMPETENCY TO STAND TRIAL\n\n", n=pt.name(rng.choice(["full", "fml"])), c=case)
    else:
        nb.f("In the Matter of {n}, a person alleged to have a mental illness\nCase No. {c}\n\nEXAMINER'S REPORT - CIVIL COMMITMENT HEARING\n\n",
             n=pt.name(rng.choice(["full", "fml"])), c=case)
    judge = fakers.Person(rng, "US", typ="FAMILY")
    nb.f("To: The Honorable {j}\nDate of report: {d}\n", j=judge.name(rng.choice(["full", "fml"])), d=ctx.d(ctx.date))
    ev = st["psychologist"]
    nb.f("Evaluator: {e}, Licensed Psychologist (Lic. {l})\n", e=ev.name(rng.choice(["full", "fml"])),
         l=P("PSY" + fakers.digits(rng, 5), "LICENSE"))
    dda = fakers.Person(rng, "US", typ="FAMILY")
    dfa = fakers.Person(rng, "US", typ="FAMILY")
    nb.f("Counsel: {a} (Deputy District Attorney); {b} (defense counsel, {e})\n\n", a=dda.name("full"), b=dfa.name("full"),
         e=P(fakers.email(rng, dfa), "EMAIL"))
    nb.add("IDENTIFYING INFORMATION\n")
    nb.add(pt.name(rng.choice(["tl", "tfl"])), " is a ", parts.age_phrase(ctx, rng))
    nb.f(" (DOB {d}) who is currently {w}", d=ctx.d(ctx.dob), w=rng.choice(["detained at the county jail", "hospitalized", "residing in the community"]))
    if rng.random() < 0.5:
        nb.f(" (booking no. {b})", b=P(fakers.digits(rng, 8), "IDNUM"))
    nb.add(". ")
    if kind == 0:
        nb.add(rng.choice(["Charges: Assault IV, Criminal Mischief II. ", "Charges: Burglary II, Possession of a Controlled Substance. ",
                           "Charges: Unauthorized Use of a Vehicle, Eluding. ", "Charges: Menacing, Disorderly Conduct II. "]))
        if rng.random() < 0.6:
            nb.f("The vehicle involved ({v}, VIN {vin}) was registered to a {r}. ", v=rng.choice(["grey Toyota Camry", "red Chevrolet Silverado", "white Nissan Altima", "black Dodge Charger"]),
                 vin=P(fakers.vin(rng), "VEHICLE"), r=rng.choice(["neighbor", "former employer", "relative"]))
    nb.add("Limits of confidentiality were explained and the " + ("defendant" if kind == 0 else "respondent") +
           " " + rng.choice(["appeared to understand them.", "was able to paraphrase them.", "could not repeat them back."]) + "\n\n")
    f1 = ctx.fam(rng.choice(["mother", "sister", "father", "brother"]))
    _sources(nb, ctx, rng, [f1])
    nb.add("RELEVANT HISTORY\n")
    nb.f("Raised in {c} by {h} {r}, {n}. ", c=fakers.Place(rng, "US").city_state(rng), h=pt.his(), r=f1.rel, n=f1.name("first"))
    nb.f("Completed {e} at {s}. ", e=rng.choice(["tenth grade", "a GED", "high school", "two years of college"]),
         s=P(rng.choice(["Lincoln High School", "Westfield Middle School", "Riverside Community College"]), "ORGANIZATION"))
    if rng.random() < 0.5:
        nb.f("Served in the Army and deployed to {c} in {y}. ", c=P(rng.choice(["Afghanistan", "Iraq", "Kuwait"]), "COUNTRY"),
             y=P(str(ctx.dob.year + rng.randint(19, 24)), "DATE"))
    nb.f("Most recent employment was as {p}", p=parts.prof_np(ctx))
    nb.f(" until {d}. ", d=P(month_year(ctx.date - days(rng.randint(100, 900)), rng), "DATE"))
    nb.f("First psychiatric contact at age {a}; ", a=P(str(rng.randint(14, max(15, min(ctx.age - 1, 30)))), "AGE"))
    nb.f("hospitalized at {h} in {y}. ", h=P(fakers.hospital(rng, "US", "hosp"), "HOSPITAL"), y=P(str(ctx.date.year - rng.randint(1, 8)), "DATE"))
    nb.add(rng.choice(["Extensive methamphetamine use since adolescence. ", "Alcohol use with blackouts. ", "Opioid use disorder, in OTP intermittently. "]) + "\n\n")
    nb.add("MENTAL STATUS\n")
    for k, v in clin.mse_lines(rng)[:8]:
        nb.add(k + ": " + v + ". ")
    nb.add("\n\n")
    if kind == 0:
        nb.add("COMPETENCY-RELATED ABILITIES\n")
        nb.add("Understanding of charges: " + rng.choice(["adequate", "impaired", "partial"]) + ". Understanding of courtroom roles: " +
               rng.choice(["identified the judge and prosecutor correctly", "believed the judge was his cousin", "adequate"]) + ". ")
        nb.f("Ability to assist counsel: {x}; described {a} as \"{q}\".\n\n", x=rng.choice(["impaired by persecutory beliefs", "adequate", "limited"]),
             a=dfa.name(rng.choice(["last", "full"])) if rng.random() < 0.5 else "his attorney",
             q=rng.choice(["part of the plan", "fine, she helps me", "a robot"]))
        nb.add("OPINION\nWithin reasonable psychological certainty, the defendant " +
               rng.choice(["lacks the capacity to stand trial; restoration is likely with treatment at the state hospital.",
                           "is currently able to aid and assist in his/her defense.".replace("his/her", pt.his()),
                           "lacks capacity and there is no substantial probability of restoration in the foreseeable future."]) + "\n\n")
    else:
        nb.add("OPINION\nThe respondent " + rng.choice(["is a danger to self", "is unable to provide for basic personal needs", "is a danger to others"]) +
               " because of a mental disorder. Less restrictive alternatives considered: " + rng.choice(["assisted outpatient treatment", "voluntary admission (declined)", "crisis respite"]) + ".\n\n")
    nb.f("Respectfully submitted,\n\n{e}\n", e=ev.sig(rng))
    nb.f("{c}\n", c=P(fakers.hospital(rng, "US", "clinic"), "HOSPITAL"))
    nb.f("Tel {p} | Fax {f}\n", p=P(fakers.phone(rng, "US", mobile=False), "PHONE"), f=P(fakers.phone(rng, "US", mobile=False), "FAX"))


def _court_nz(rng, ctx, nb):
    pt, st, pl = ctx.pt, ctx.staff, ctx.place
    trib = rng.random() < 0.4
    if trib:
        nb.add("MENTAL HEALTH REVIEW TRIBUNAL\nClinical report for review of condition (s 79)\n")
        fno = P("MHRT %02d/%03d" % (ctx.date.year % 100, rng.randint(1, 400)), "IDNUM")
    else:
        nb.f("IN THE {c} COURT AT {k}\n", c=rng.choice(["FAMILY", "DISTRICT"]), k=P(pl.city.upper(), "CITY"))
        fno = P("FAM-%d-%03d-%06d" % (ctx.date.year, rng.randint(1, 99), rng.randint(1, 999999)), "IDNUM")
        nb.add("Application for a compulsory treatment order - Report of responsible clinician (s 14(4) / s 15)\n")
    nb.f("File no.: {f}\n\n", f=fno)
    nb.f("Patient: {n}\nNHI: {m}   Date of birth: {d}\nAddress: {a}\n", n=pt.name(rng.choice(["full", "fml"])), m=P(ctx.mrn, "MRN"),
         d=ctx.d(ctx.dob), a=pl.addr(rng))
    rc = st["consultant psychiatrist"]
    nb.f("Responsible clinician: {r}\n", r=rc.name(rng.choice(["drfl", "drl"])))
    nb.f("Report date: {d}\n", d=ctx.d(ctx.date))
    judge = fakers.Person(rng, "NZ", typ="FAMILY")
    law = fakers.Person(rng, "NZ", typ="FAMILY")
    di = fakers.Person(rng, "NZ", typ="FAMILY")
    nb.f("Hearing: {d} at {h}, before Judge {j}\n" if not trib else "Hearing: {d} at {h}, convener {j}\n",
         d=P(fmt_wd(ctx.date + days(rng.randint(2, 10)), "NZ", rng), "DATE"), h=P(fakers.hospital(rng, "NZ", "unit"), "HOSPITAL"),
         j=judge.name("last" if not trib else "full"))
    nb.f("Patient's lawyer: {l} ({e}); District Inspector: {d}\n\n", l=law.name("full"), e=P(fakers.email(rng, law), "EMAIL"), d=di.name("full"))
    fams = [ctx.fam(rng.choice(["mother", "father", "sister", "aunt", "partner"]))]
    _sources(nb, ctx, rng, fams)
    nb.add("BACKGROUND\n")
    nb.add(pt.name(rng.choice(["tl", "first", "tfl"])), " is a ", parts.age_phrase(ctx, rng))
    eth = rng.choice([("Ng\u0101ti Porou", None), ("Samoan", "Samoa"), ("Tongan", "Tonga"), ("Ng\u0101i Tahu", None),
                      ("Tainui", None), ("Dutch", "Netherlands"), ("Fijian-Indian", "Fiji"), ("Niuean", "Niue"), ("Chinese", "China")])
    nb.f(" of {e} descent", e=eth[0])
    if eth[1] and rng.random() < 0.7:
        nb.add(", born in ", ["the ", P(eth[1], "COUNTRY")] if eth[1] == "Netherlands" else P(eth[1], "COUNTRY"))
    nb.f(", who lives with {h} {r} {n} in {c}. ", h=pt.his(), r=fams[0].rel, n=fams[0].name("first"), c=P(pl.suburb, "CITY"))
    nb.f("{H} left school at {a} and has worked as {p}. ", H=pt.he().capitalize(), a=P(str(rng.choice([15, 16, 17])), "AGE"), p=parts.prof_np(ctx))
    nb.f("First contact with mental health services was in {y} after {x}. ", y=P(str(ctx.date.year - rng.randint(2, 15)), "DATE"),
         x=rng.choice(["a manic episode while travelling", "cannabis-associated psychosis", "a suicide attempt", "police involvement for bizarre behaviour"]))
    nb.f("Admissions to {h} ({y1}) and {h2} ({y2}). ", h=P(fakers.hospital(rng, "NZ", "unit"), "HOSPITAL"), y1=P(str(ctx.date.year - rng.randint(2, 6)), "DATE"),
         h2=P(fakers.hospital(rng, "NZ", "unit"), "HOSPITAL"), y2=P(month_year(ctx.date - days(rng.randint(30, 300)), rng), "DATE"))
    nb.add("\n\nCURRENT MENTAL STATE\n")
    for k, v in clin.mse_lines(rng)[:9]:
        nb.add(k + ": " + v + ". ")
    nb.add("\n\nCRITERIA\nMental disorder: In my opinion ")
    nb.add(pt.name(rng.choice(["tl", "first"])))
    nb.add(" remains mentally disordered within the meaning of s 2 of the Act, characterised by " +
           rng.choice(["delusions and disorder of perception", "an abnormal state of mood and delusions", "disorder of volition and cognition"]) + ". ")
    nb.add("Without compulsion " + pt.he() + " would likely " + rng.choice(["stop medication within weeks", "disengage and relapse", "return to heavy methamphetamine use"]) + ".\n")
    nb.f("\nWH\u0100NAU VIEWS\n{n} ({r}) {x}.\n", n=fams[0].name(rng.choice(["full", "first"])), r=fams[0].rel,
         x=rng.choice(["supports an order and asked that kaupapa M\u0101ori services be involved", "opposes inpatient care but supports a community order",
                       "is worried about safety at home"]))
    nb.add("\nRECOMMENDATION\n" + rng.choice(["A community treatment order for 6 months.", "An inpatient treatment order.",
                                              "That the patient remain subject to the order.", "That the patient be released from compulsory status."]) + "\n\n")
    nb.f("{s}\n{r}\n", s=rc.sig(rng), r=rng.choice(["Consultant Psychiatrist", "Responsible Clinician"]))
    parts.license_line(nb, ctx, rng, rc)
    nb.f("{h} | {p}\n", h=P(fakers.hospital(rng, "NZ", "clinic"), "HOSPITAL"), p=P(fakers.phone(rng, "NZ", mobile=False, ext=True), "PHONE"))
