"""Genres: psychiatric discharge summary, withdrawal management flowsheet, telepsychiatry visit."""
from common import P, days, hhmm, ampm, fmt_short, fmt_wd, month_year, trange
import clin
import fakers
import parts


def discharge(rng, ctx, nb):
    pt, st = ctx.pt, ctx.staff
    us = ctx.country == "US"
    hosp = fakers.hospital(rng, ctx.country, "hosp")
    unit = fakers.hospital(rng, ctx.country, "unit")
    parts.facility_line(nb, ctx, rng, hosp, with_addr=rng.random() < 0.6)
    nb.add(rng.choice(["DISCHARGE SUMMARY\n", "Psychiatric Discharge Summary\n", "INPATIENT MENTAL HEALTH - DISCHARGE SUMMARY\n"]))
    nb.add("\n")
    parts.id_header(nb, ctx, rng)
    if us and rng.random() < 0.5:
        nb.f("SSN: {s}   Acct: {a}\n", s=P(fakers.ssn(rng), "SSN"), a=P(fakers.account(rng, "US"), "ACCOUNT"))
    if rng.random() < 0.15:
        nb.f("Biometric patient ID: {b}\n", b=P(fakers.bioid(rng), "BIOID"))
    los = rng.randint(4, 45)
    adm = ctx.date - days(los)
    nb.f("Admission: {a}    Discharge: {d}    LOS: {l} days\n", a=ctx.d(adm), d=ctx.d(ctx.date), l=str(los))
    att = st["psychiatrist"] if us else st["consultant psychiatrist"]
    nb.f("Unit: {u}    {al}: {a}\n", u=P(unit, "HOSPITAL"), al="Attending" if us else "Consultant", a=att.name(rng.choice(["drfl", "full", "LF"])))
    nb.add("Legal status on discharge: " + rng.choice(["voluntary", "informal", "CTO (community)" if not us else "AOT order", "released from hold"]) + "\n\n")
    dx = rng.sample(clin.DX, 2)
    nb.add("DISCHARGE DIAGNOSES\n1. %s (%s)\n2. %s (%s)\n3. %s\n\n" % (dx[0][0], dx[0][1], dx[1][0], dx[1][1],
                                                                        rng.choice(["Tobacco use disorder", "Hypertension", "Hepatitis C", "Obesity", "Iron deficiency"])))
    nb.add("REASON FOR ADMISSION\n")
    nb.add(pt.name(rng.choice(["full", "tl", "first"])), " is a ", parts.age_phrase(ctx, rng))
    nb.add(rng.choice([" admitted after a serious overdose with ongoing suicidal intent.", " admitted with a relapse of psychosis following nonadherence.",
                       " admitted in a manic state after being arrested for disorderly behaviour.", " admitted for management of complicated alcohol withdrawal and depression."]))
    if rng.random() < 0.5:
        f0 = ctx.fam()
        nb.f(" Brought in by {h} {r}, {n}.", h=pt.his(), r=f0.rel, n=f0.name("full"))
    nb.add("\n\nHOSPITAL COURSE\n")
    d1 = adm + days(rng.randint(1, max(1, los // 3)))
    nb.f("On {d}, {m} was started and titrated. ", d=ctx.d(d1), m=rng.choice(clin.ANTIPSYCH).split(" ")[0])
    nb.add(rng.choice(["Initially required seclusion x1 for assault on staff. ", "Required IM olanzapine twice in the first week. ",
                       "Settled quickly on the ward. ", "Developed akathisia, improved with propranolol. "]))
    if rng.random() < 0.35:
        nb.f("A course of {n} bilateral ECT treatments was given (device: Thymatron System IV, SN {s}), last on {d}. ",
             n=str(rng.randint(6, 12)), s=P(fakers.serial(rng, "TH"), "DEVICE"), d=ctx.d(ctx.date - days(rng.randint(1, 5))))
    fm = ctx.fam(rng.choice(["mother", "father", "wife", "husband", "sister", "partner"]))
    nb.f("Family meeting held {d} with {h} {r} {n}; ", d=rng.choice([P(fmt_wd(adm + days(los // 2), ctx.country, rng), "DATE"), ctx.d(adm + days(los // 2))]),
         h=pt.his(), r=fm.rel, n=fm.name(rng.choice(["full", "first", "tl"])))
    nb.add(rng.choice(["they agreed to supervise medication. ", "concerns raised about access to firearms; removed to a relative's home. ",
                       "relapse signature reviewed. "]))
    nb.f("Leave: {x}. ", x=rng.choice(["two successful overnight leaves", "escorted ground leave from day 5", "no leave taken"]))
    if rng.random() < 0.5:
        nb.f("Seen by {d} (addiction consult) on {dt}. ", d=st["nurse practitioner"].ref(rng), dt=ctx.d(adm + days(2), alt=True))
    nb.add("\n\nMENTAL STATE AT DISCHARGE\n" + rng.choice(["Euthymic, linear, no psychotic features evident.", "Residual paranoia but not acting on it.",
                                                         "Mood improved, future oriented, denies SI.", "Bright, reactive affect; insight partial."]) + " " +
           rng.choice(clin.RISK) + "\n\n")
    nb.add("DISCHARGE MEDICATIONS\n")
    bl = rng.choice(["- ", "* ", ""])
    for m in clin.meds(rng, rng.randint(3, 6)):
        nb.add(bl, m, "\n")
    nb.add("STOPPED: " + rng.choice(["lorazepam", "haloperidol", "sertraline", "zopiclone", "none"]) + "\n\n")
    nb.add("FOLLOW-UP\n")
    cl = fakers.hospital(rng, ctx.country, "clinic")
    fu_dr = st["nurse practitioner"] if rng.random() < 0.5 else st["case manager" if us else "key worker"]
    nb.f("- {p} at {c}, {a}, on {d} at {t}. Phone {ph}\n", p=fu_dr.name("full"), c=P(cl, "HOSPITAL"),
         a=[P(fakers.Place(rng, ctx.country).street, "STREET")], d=ctx.d(ctx.date + days(rng.randint(2, 10))),
         t=ampm(rng, 8, 16), ph=P(fakers.phone(rng, ctx.country, mobile=False), "PHONE"))
    gp = fakers.Person(rng, ctx.country, typ="DOCTOR")
    nb.f("- {pcp} {g}, {c} - within 7 days; fax {f}\n", pcp="PCP" if us else "GP", g=gp.name(rng.choice(["drfl", "drl"])),
         c=P(fakers.gp_practice(rng, ctx.country), "HOSPITAL"), f=P(fakers.phone(rng, ctx.country, mobile=False), "FAX"))
    if rng.random() < 0.5:
        nb.f("- Labs pending: {l} (accession {a})\n", l=rng.choice(["lipid panel", "lithium level", "hepatitis C RNA", "prolactin"]),
             a=P(rng.choice(["S", "C", "24-"]) + fakers.digits(rng, 7), "IDNUM"))
    nb.add("\nDISPOSITION\n")
    k = rng.randint(0, 2)
    if k == 0:
        nb.f("Home to {a} with {n}.\n", a=ctx.place.addr(rng), n=fm.name("first"))
    elif k == 1:
        nb.f("To supported accommodation at {h}, {a}.\n", h=P(rng.choice(["Harbour House", "Maple Grove Residential", "Te Kainga Supported Living", "Oakridge Group Home"]), "HOSPITAL"),
             a=fakers.Place(rng, ctx.country).addr(rng))
    else:
        nb.f("To residential treatment at {h} ({c}).\n", h=P(fakers.hospital(rng, ctx.country, "clinic"), "HOSPITAL"), c=P(fakers.Place(rng, ctx.country).city, "CITY"))
    nb.f("Crisis plan provided; crisis team {p}. Naloxone supplied.\n\n", p=P(fakers.phone(rng, ctx.country, mobile=False), "PHONE"))
    res = st["resident"] if us else st["registrar"]
    parts.sign(nb, ctx, rng, res, lic=rng.random() < 0.5)
    if rng.random() < 0.5:
        parts.transcription(nb, ctx, rng, ctx.date)
    nb.f("cc: {g}; {c}\n", g=gp.name("full"), c=P(cl, "HOSPITAL"))


def withdrawal(rng, ctx, nb):
    pt, st = ctx.pt, ctx.staff
    us = ctx.country == "US"
    alc = rng.random() < 0.55
    scale = "CIWA-Ar" if alc else "COWS"
    cen = rng.choice(["Pine Hollow Detox Center", "Valley Crisis Stabilization Unit", "Northstar Addiction Services"] if us else
                     ["Mahana Addiction Service", "Eastbay Community Alcohol and Drug Service", "Kahikatea Unit"])
    nb.f("{c}\n", c=P(cen, "HOSPITAL"))
    nb.add(rng.choice(["WITHDRAWAL MANAGEMENT FLOWSHEET (%s)\n", "Medically Managed Withdrawal - %s Record\n", "Detox Observation Chart - %s\n"]) % scale)
    nb.f("Patient: {n}   {il} {m}   Room {r} Bed {b}\n", n=pt.name(rng.choice(["LF", "full", "LF"])), il="MRN" if us else "NHI",
         m=P(ctx.mrn, "MRN"), r=P(parts.room(rng), "LOCATION_OTHER"), b=P(parts.bed(rng), "LOCATION_OTHER"))
    nb.f("DOB {d} (age {a})   Admitted {ad} {t}\n", d=ctx.d(ctx.dob), a=P(str(ctx.age), "AGE"), ad=ctx.d(ctx.date - days(1)), t=hhmm(rng))
    sub = "alcohol" if alc else rng.choice(["fentanyl", "heroin", "oxycodone", "methadone (diverted)"])
    lu = ctx.date - days(rng.randint(1, 3))
    nb.f("Substance: {s}. Last use: {d} approx {t}. ", s=sub, d=ctx.d(lu), t=ampm(rng))
    if alc:
        nb.f("Admission BrAC {b} (breathalyser SN {s}).\n" if not us else "Admission BAC {b} (breathalyzer SN {s}).\n",
             b="0.%02d" % rng.randint(0, 32), s=P(fakers.serial(rng, rng.choice(["AL", "DT", "BR"])), "DEVICE"))
    else:
        nb.add(clin.uds(rng) + ".\n")
    nb.add("History: " + rng.choice(["withdrawal seizures x2", "DTs in past", "no complicated withdrawals", "previous precipitated withdrawal on buprenorphine"]) + ". ")
    nb.add("Plan: " + ("symptom-triggered diazepam per protocol; thiamine 100 mg IM x3 days." if alc else
                      "buprenorphine microinduction / symptom-triggered adjuncts; clonidine, ondansetron, loperamide PRN.") + "\n\n")
    nb.add("Date/Time          | %-7s | BP      | HR  | Temp | Med given              | RN\n" % scale)
    n = rng.randint(6, 12)
    d0 = ctx.date - days(1)
    nurses = [st["nurse"], st["nurse2"], st["nurse practitioner"]]
    score = rng.randint(12, 24)
    h = rng.randint(6, 20)
    for i in range(n):
        dd = d0 + days((h + 4 * i) // 24)
        hh = (h + 4 * i) % 24
        score = max(0, score + rng.randint(-6, 3))
        med = "-"
        if score >= (10 if alc else 8):
            med = rng.choice(["diazepam 20 mg PO", "diazepam 10 mg PO", "lorazepam 2 mg"] if alc else ["bup 2 mg SL", "clonidine 0.1 mg", "bup 4 mg SL"])
        g = rng.choice(nurses)
        nb.add(ctx.d(dd) if rng.random() < 0.7 else P(fmt_short(dd, ctx.country), "DATE"))
        nb.add(" %02d:%02d | %-7d | %d/%-3d | %-3d | %-4.1f | %-22s | " % (hh, rng.choice([0, 10, 30]), score, rng.randint(110, 175),
                                                                           rng.randint(68, 105), rng.randint(70, 124),
                                                                           (rng.randint(363, 384) / 10) if not us else rng.randint(975, 1012) / 10, med))
        nb.add(P(g.first[0] + g.last[0], "DOCTOR") if rng.random() < 0.75 else P(g.user, "USERNAME"), "\n")
    nb.add("\nNursing notes:\n")
    nb.f("{t} - Tremor {x}, diaphoretic, requesting to leave; reassured. ", t=hhmm(rng), x=rng.choice(["3/7", "moderate", "4/7", "mild"]))
    f = ctx.fam(rng.choice(["wife", "husband", "mother", "sister", "partner", "son", "daughter"]))
    nb.f("{R} {n} phoned for update ({p}); consent on file.\n", R=f.rel.capitalize(), n=f.name(rng.choice(["first", "full"])), p=P(fakers.phone(rng, ctx.country), "PHONE"))
    nb.f("{t} - Slept 4 h. {s} {x}. No hallucinations.\n", t=hhmm(rng), s=scale, x=str(rng.randint(0, 8)))
    if rng.random() < 0.5:
        nb.f("{t} - Seen by {d}; ", t=hhmm(rng), d=st["psychiatrist" if us else "consultant psychiatrist"].ref(rng))
        nb.add(rng.choice(["LFTs elevated (GGT 412), USS liver requested. ", "started naltrexone discussion. ", "discussed residential options. "]) + "\n")
    nb.add("\nDischarge plan: ")
    k = rng.randint(0, 2)
    if k == 0:
        nb.f("transfer to residential programme at {c} on {d}.\n" if not us else "transfer to residential program at {c} on {d}.\n",
             c=P(fakers.hospital(rng, ctx.country, "clinic"), "HOSPITAL"), d=ctx.d(ctx.date + days(rng.randint(1, 4)), alt=True))
    elif k == 1:
        nb.f("home with {n}, who will collect in {h} vehicle (reg {pl}).\n" if not us else "home with {n}, picking up in {h} car (plate {pl}).\n",
             n=f.name("first"), h="her" if f.sex == "F" else "his", pl=P(fakers.plate(rng, ctx.country), "VEHICLE"))
    else:
        nb.f("outpatient follow-up with {c} on {d}.\n", c=P(fakers.hospital(rng, ctx.country, "clinic"), "HOSPITAL"), d=ctx.d(ctx.date + days(3), alt=True))
    parts.sign(nb, ctx, rng, st["nurse"])


def telepsych(rng, ctx, nb):
    pt, st = ctx.pt, ctx.staff
    us = ctx.country == "US"
    doc = st["psychiatrist"] if us else st["consultant psychiatrist"]
    if rng.random() < 0.4:
        doc = st["nurse practitioner"]
    clinic = fakers.hospital(rng, ctx.country, "clinic")
    nb.f("{c}\n", c=P(clinic, "HOSPITAL"))
    nb.add(rng.choice(["TELEPSYCHIATRY - MEDICATION MANAGEMENT\n", "Telehealth Psychiatry Follow-up (video)\n",
                       "Virtual Visit - Psychiatric Medication Review\n"]))
    nb.f("Visit date: {d}   Start {t}\n", d=rng.choice([ctx.d(ctx.date), P(fmt_wd(ctx.date, ctx.country, rng), "DATE")]), t=hhmm(rng, 8, 17))
    nb.f("Visit ID: {v}\n", v=P(fakers.account(rng, ctx.country), "ACCOUNT"))
    parts.id_header(nb, ctx, rng)
    nb.f("Platform: secure video, link {u}\n", u=P(fakers.url(rng, "tele"), "URL"))
    if rng.random() < 0.6:
        nb.f("Patient portal user: {u}", u=P(rng.choice([fakers.make_username(rng, pt), pt.first.lower() + fakers.digits(rng, 2)]), "USERNAME"))
        if rng.random() < 0.5:
            nb.f(" ({e})", e=P(fakers.email(rng, pt, "pt"), "EMAIL"))
        nb.add("\n")
    if rng.random() < 0.6:
        nb.f("Connection logged from {i}\n", i=P(fakers.ip(rng), "IPADDR"))
    nb.f("Patient location: {l}", l=rng.choice([["home, ", ctx.place.addr(rng)], ["home in ", ctx.place.city_state(rng)],
                                                 ["parked car at work (", P(fakers.org(rng, ctx.country), "ORGANIZATION"), ")"]]))
    nb.f("; provider at {h}.\n", h=P(fakers.hospital(rng, ctx.country, "clinic"), "HOSPITAL"))
    nb.add("Identity confirmed with name and DOB; consent for video visit " + rng.choice(["verbal, documented", "on file"]) + ". ")
    if rng.random() < 0.5:
        f = ctx.fam(rng.choice(["wife", "husband", "mother", "partner", "daughter"]))
        nb.f("{R} {n} joined with patient's permission.", R=f.rel.capitalize(), n=f.name("first"))
    nb.add("\n\nInterval history: ")
    nb.add(pt.name(rng.choice(["first", "tl", "first"])))
    nb.add(rng.choice([" reports improved mood since sertraline increase; sleeping 7 h. ", " notes weight gain of 6 kg on olanzapine and wants to switch. ",
                       " had a lapse to methamphetamine after a funeral; back on track. ", " describes persistent nightmares, hypervigilance. ",
                       " stopped lithium for a week due to tremor; restarted. "]))
    nb.f("Back at work as {p}", p=parts.prof_np(ctx)) if rng.random() < 0.5 else nb.add("Not currently working")
    nb.add(rng.choice([". ", " (reduced hours). "]))
    nb.f("Last visit {d}.\n", d=ctx.d(ctx.date - days(rng.randint(28, 90)), alt=True))
    nb.add("Scores today: PHQ-9 %d, GAD-7 %d%s\n" % (rng.randint(2, 24), rng.randint(1, 20), rng.choice(["", ", PCL-5 44", ", AUDIT-C 7", ", ASRM 3"])))
    nb.add("Self-reported: weight %d kg, BP %d/%d (home cuff)\n" % (rng.randint(55, 130), rng.randint(105, 150), rng.randint(65, 95)))
    nb.add("Side effects: " + rng.choice(["none", "mild nausea", "sexual dysfunction", "tremor", "sedation in AM"]) + "\n\n")
    nb.add("Current medications:\n")
    for m in clin.meds(rng, rng.randint(2, 4)):
        nb.add("  " + m + "\n")
    nb.add("\nMSE (video): " + rng.choice(clin.APPEAR) + "; " + rng.choice(clin.SPEECH) + " speech; mood " + rng.choice(clin.MOOD) +
           "; " + rng.choice(clin.SI) + ".\n")
    if us:
        nb.add("PDMP reviewed: " + rng.choice(["no controlled prescriptions", "buprenorphine from one prescriber", "alprazolam from outside prescriber - discussed"]) + ".\n")
    nb.add("\nPlan: " + " ".join(rng.sample(clin.PLANS, 2)) + "\n")
    ph = fakers.hospital(rng, ctx.country, "pharm")
    nb.f("Rx sent electronically to {p} ({t}).\n" if us else "Prescription sent to {p} ({t}).\n", p=P(ph, "HOSPITAL"),
         t=P(fakers.phone(rng, ctx.country, mobile=False), "PHONE"))
    nb.f("Return visit: {d} (video).\n", d=ctx.d(ctx.date + days(rng.choice([14, 28, 42, 56]))))
    if rng.random() < 0.5:
        nb.f("Technical support: {n}, {e}\n", n=fakers.Person(rng, ctx.country, typ="DOCTOR").name("full"),
             e=P(rng.choice(["telehealth", "virtualcare", "support"]) + "@" + rng.choice(fakers.DOMAINS), "EMAIL"))
    nb.add("\n")
    parts.sign(nb, ctx, rng, doc, lic=True)
