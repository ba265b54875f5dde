"""Genres: psychiatric admission assessment, MSE note, involuntary hold paperwork."""
from common import P, days, hhmm, ampm, month_year, fmt_wd
import clin
import fakers
import parts


def _hx_admissions(nb, ctx, rng):
    n = rng.randint(1, 3)
    items = []
    for i in range(n):
        h = fakers.hospital(rng, ctx.country, rng.choice(["hosp", "unit"]))
        y = ctx.date.year - rng.randint(1, 12)
        k = rng.randint(0, 2)
        if k == 0:
            items.append([P(h, "HOSPITAL"), " (", P(str(y), "DATE"), ")"])
        elif k == 1:
            items.append([P(h, "HOSPITAL"), " in ", P(month_year(ctx.date - days(rng.randint(200, 3000)), rng), "DATE")])
        else:
            items.append([P(h, "HOSPITAL"), ", ", P(str(y), "DATE"), ", ", rng.choice(["12 days", "3 weeks", "LOS 9 days", "brief stay"])])
    nb.add("Prior admissions: ")
    for i, it in enumerate(items):
        if i:
            nb.add("; ")
        nb.add(it)
    nb.add(".\n")


def admission(rng, ctx, nb):
    pt, st = ctx.pt, ctx.staff
    us = ctx.country == "US"
    hosp = fakers.hospital(rng, ctx.country, "hosp")
    unit = fakers.hospital(rng, ctx.country, "unit")
    adm = ctx.date
    if rng.random() < 0.5:
        parts.facility_line(nb, ctx, rng, hosp, with_addr=rng.random() < 0.5)
        nb.f("{u}\n", u=P(unit, "HOSPITAL"))
    else:
        nb.f("{h} - {u}\n", h=P(hosp, "HOSPITAL"), u=P(unit, "HOSPITAL"))
    nb.add(rng.choice(["PSYCHIATRIC ADMISSION ASSESSMENT\n", "Psychiatric Admission Note\n",
                       "INPATIENT PSYCHIATRY - ADMISSION H&P\n", "Admission Assessment (Acute Adult Mental Health)\n"]))
    nb.add("\n")
    parts.id_header(nb, ctx, rng)
    nb.f("Admitted: {d} {t}    Room {r}, Bed {b}\n", d=ctx.d(adm), t=hhmm(rng),
         r=P(parts.room(rng), "LOCATION_OTHER"), b=P(parts.bed(rng), "LOCATION_OTHER"))
    if us:
        hp = fakers.healthplan(rng, "US")
        nb.f("Acct: {a}   {hl}: {h}\n", a=P(fakers.account(rng, "US"), "ACCOUNT"),
             hl=hp[0], h=P(hp[1], "HEALTHPLAN"))
        if rng.random() < 0.35:
            nb.f("SSN: {s}\n", s=P(fakers.ssn(rng), "SSN"))
        legal = rng.choice(["Voluntary", "Involuntary - 72 hour hold", "Involuntary - emergency detention",
                            "Conditional voluntary", "Court-ordered evaluation"])
    else:
        nb.f("Event no.: {a}\n", a=P(fakers.account(rng, "NZ"), "ACCOUNT"))
        legal = rng.choice(["Informal", "MHA s11 (first assessment period)", "MHA s13 (second assessment period)",
                            "CTO (inpatient) s30", "Informal, under review"])
    nb.f("Legal status: {l}\n", l=legal)
    if rng.random() < 0.2:
        nb.f("Patient ID verified by palm-vein scan (biometric ID {b})\n", b=P(fakers.bioid(rng, "palm vein"), "BIOID"))
    att, res = st["psychiatrist"] if us else st["consultant psychiatrist"], st["resident"] if us else st["registrar"]
    nb.f("{al}: {a}    {rl}: {r}\n", al="Attending" if us else "Consultant", a=att.name(rng.choice(["drfl", "full", "LF"])),
         rl="Resident" if us else "Registrar", r=res.name(rng.choice(["full", "drl", "fi"])))
    fam1 = ctx.fam()
    nb.add("Sources: patient, ")
    nb.f("{rel} {n} (by phone, {p}), ", rel=fam1.rel, n=fam1.name(rng.choice(["full", "first"])),
         p=P(fakers.phone(rng, ctx.country), "PHONE"))
    ed = fakers.hospital(rng, ctx.country, "hosp")
    nb.f("ED records from {e}, {o}.\n\n", e=P(ed, "HOSPITAL"),
         o=rng.choice(["police narrative", "ambulance report", "previous discharge summary", "pharmacy dispensing history"]))

    cc = rng.choice(['"They put a chip in my tooth and I can\'t get it out."', '"I just want to sleep forever."',
                     '"My mum made me come."' if not us else '"My mom made me come."',
                     '"I haven\'t slept in five days and I\'m fine."', '"I relapsed and I can\'t stop."',
                     '"The voices told me to walk into traffic."', '"I need help, I\'m not safe at home."'])
    nb.f("CHIEF COMPLAINT: {c}\n\n", c=cc)
    dx = rng.choice(clin.DX)
    onset = adm - days(rng.randint(5, 40))
    nb.add("HISTORY OF PRESENT ILLNESS:\n")
    nb.add(pt.name(rng.choice(["full", "tl", "first", "tfl"])), " is a ", parts.age_phrase(ctx, rng))
    nb.f(" with a history of {dx} who presented to the {ed} on {d} ", dx=dx[0].split(",")[0].lower(),
         ed=rng.choice(["ED", "emergency department", "ED", "crisis team"]),
         d=rng.choice([ctx.d(adm - days(1)), P(fmt_wd(adm - days(1), ctx.country, rng), "DATE")]))
    nb.add(rng.choice(["brought in by police after neighbours reported shouting and breaking windows. ",
                       "accompanied by family after a two-week decline in self-care. ",
                       "following an intentional overdose of approximately 30 tablets of quetiapine. ",
                       "self-referred requesting detox and reporting suicidal thoughts. ",
                       "after being found wandering on a motorway off-ramp in light clothing. ",
                       "by ambulance after a cutting episode requiring 14 sutures to the left forearm. "]))
    nb.f("Per {rel} {n}, symptoms began around {d}, when {h} stopped taking {m}. ",
         rel=fam1.rel, n=fam1.name(rng.choice(["first", "tl" if rng.random() < 0.5 else "full"])),
         d=rng.choice([ctx.d(onset), P(month_year(onset, rng), "DATE")]), h=pt.he(),
         m=rng.choice(clin.ANTIPSYCH).split(" ")[0])
    nb.add(rng.choice(["Sleep reduced to 2-3 hours a night. ", "Poor oral intake, 5 kg weight loss. ",
                       "Increasing use of methamphetamine, up to 1 g/day IV. ",
                       "Has been giving away possessions. ", "Reports hearing voices through the walls. "]))
    nb.add(rng.choice(["Denies recent trauma. ", "Recent stressors include eviction notice and relationship breakdown. ",
                       "Lost job 3 weeks ago. ", "Anniversary of brother's death this month. "]))
    nb.add("\n\nPAST PSYCHIATRIC HISTORY:\n")
    _hx_admissions(nb, ctx, rng)
    att_y = ctx.date.year - rng.randint(1, 15)
    nb.f("Suicide attempts: {x} in {y}. Self-harm: {sh}. Outpatient: followed by {c}.\n",
         x=rng.choice(["overdose (paracetamol)" if not us else "overdose (acetaminophen)", "hanging, interrupted", "jumped from bridge", "cut wrists"]),
         y=P(str(att_y), "DATE"), sh=rng.choice(["cutting since adolescence", "denies", "burning, last 2 yrs ago"]),
         c=[P(fakers.hospital(rng, ctx.country, "clinic"), "HOSPITAL")])
    nb.add("\nSUBSTANCE USE:\n")
    s1, s2 = rng.sample(clin.SUBST, 2)
    nb.f("{s1}: first use at age {a1}, currently {q1}. {s2}: started at {a2}; last use {lu}. {u}.\n",
         s1=s1.capitalize(), a1=P(str(rng.randint(11, min(ctx.age, 25))), "AGE"),
         q1=rng.choice(["daily", "4-5 days/week", "binge pattern on weekends", "in early remission"]),
         s2=s2.capitalize(), a2=P(str(rng.randint(12, max(13, min(ctx.age, 35)))), "AGE"),
         lu=rng.choice(["2 days ago", "this morning", "unclear", "3 weeks ago"]), u=clin.uds(rng))
    nb.add("\nSOCIAL HISTORY:\n")
    if rng.random() < 0.5:
        nb.add("Born in ", fakers.country_piece(rng, ctx.country), "; ")
    else:
        bp = fakers.Place(rng, ctx.country)
        nb.add("Grew up in ", bp.city_state(rng), "; ")
    liv = ctx.fam(rng.choice(["partner", "mother", "roommate" if us else "flatmate", "sister"]))
    nb.f("lives at {a} with {rel} {n}. ", a=ctx.place.addr(rng), rel=liv.rel, n=liv.name("first"))
    if rng.random() < 0.7:
        nb.f("Works as {p} at {o}", p=parts.prof_np(ctx), o=P(fakers.org(rng, ctx.country), "ORGANIZATION"))
        nb.add(rng.choice([" (currently on leave). ", "; missed last 4 shifts. ", ". "]))
    else:
        nb.f("Previously employed as {p}; unemployed since {y}. ", p=parts.prof_np(ctx),
             y=P(str(ctx.date.year - rng.randint(1, 6)), "DATE"))
    nb.add(rng.choice(["Legal: pending charge of trespass. ", "No current legal issues. ", "On probation until next year. ",
                       "Has a protection order against ex-partner. "]))
    nb.add(rng.choice(["Firearms: denies access. ", "Firearms: father keeps a rifle in a locked safe. ", "No access to weapons reported. "]))
    nb.add("\n\nFAMILY HISTORY:\n")
    fam2 = ctx.fam(rng.choice(["mother", "father", "brother", "uncle", "sister"]))
    nb.f("{R} ({n}) with {c}", R=fam2.rel.capitalize(), n=fam2.name(rng.choice(["first", "full"])),
         c=rng.choice(["bipolar disorder", "schizophrenia", "alcohol use disorder", "depression"]))
    if rng.random() < 0.6:
        nb.f("; died by suicide at {a}", a=P(str(rng.randint(19, 64)), "AGE"))
    nb.add(". Maternal grandmother with dementia.\n\nMEDICAL HISTORY: ")
    nb.add(rng.choice(["Hepatitis C, untreated. Asthma.", "Type 2 diabetes, obesity (BMI 36).", "Seizure disorder (alcohol withdrawal seizures x2).",
                       "No significant medical history.", "Chronic low back pain, hypertension.", "HIV on ART, undetectable viral load."]))
    nb.add("\nALLERGIES: " + rng.choice(["NKDA", "Penicillin (rash)", "Haloperidol (dystonia)", "Sulfa", "NKA"]) + "\n")
    nb.add("HOME MEDICATIONS:\n")
    bl = parts_bullet(rng)
    for m in clin.meds(rng):
        nb.add(bl, m, "\n")
    nb.add("\nMENTAL STATUS EXAMINATION:\n")
    for k, v in clin.mse_lines(rng):
        nb.add(k, ": ", v, "\n")
    nb.add("\nVITALS: " + clin.vitals(rng, ctx.country) + "\n")
    nb.add("LABS: " + clin.labs(rng, ctx.country) + ". " + rng.choice(["EtOH <10.", "BAL 0.18.", "Serum lithium 0.3.", "hCG negative.", "ECG QTc 447 ms."]) + "\n\n")
    nb.add("ASSESSMENT:\n" + rng.choice(clin.RISK) + "\n")
    nb.f("Dx: {a} ({c})\n\nPLAN:\n", a=dx[0], c=dx[1])
    bl = parts_bullet(rng)
    for p in rng.sample(clin.PLANS, rng.randint(3, 6)):
        nb.add(bl, p, "\n")
    if rng.random() < 0.5:
        nb.f("Collateral: {rel} {n} ({p}) consents to be contacted.\n",
             rel=fam1.rel.capitalize(), n=fam1.name("first"), p=P(fakers.phone(rng, ctx.country), "PHONE"))
    nb.add("\n")
    parts.sign(nb, ctx, rng, res, lic=rng.random() < 0.4)
    if rng.random() < 0.5:
        nb.f("Attending attestation: I saw and examined the patient with {r} and agree with the plan above. {a}\n",
             r=res.name(rng.choice(["drl", "full"])), a=att.sig(rng))


def parts_bullet(rng):
    return rng.choice(["- ", "* ", "\u2022 ", "  - "])


def mse_note(rng, ctx, nb):
    pt, st = ctx.pt, ctx.staff
    us = ctx.country == "US"
    doc = st["psychiatrist"] if us else st["consultant psychiatrist"]
    if rng.random() < 0.5:
        doc = st["nurse practitioner"]
    unit = fakers.hospital(rng, ctx.country, rng.choice(["unit", "clinic"]))
    k = rng.randint(0, 2)
    if k == 0:
        nb.f("MENTAL STATUS EXAMINATION - {u}\n", u=P(unit, "HOSPITAL"))
        nb.f("Date of exam: {d}   Time: {t}\n", d=ctx.d(ctx.date), t=hhmm(rng))
        nb.f("Patient: {n}   {il}: {m}\n", n=pt.name(rng.choice(["LF", "full"])),
             il="NHI" if not us else "MRN", m=P(ctx.mrn, "MRN"))
    elif k == 1:
        nb.f("{d} {t} Psychiatry progress note ({u})\n", d=ctx.d(ctx.date), t=hhmm(rng), u=P(unit, "HOSPITAL"))
        parts.id_header(nb, ctx, rng)
    else:
        nb.f("MSE / Progress Note\nRe: {n}, DOB {dob}\nLocation: {u}, room {r}\nSeen: {d}\n",
             n=pt.name(rng.choice(["tfl", "fml", "full"])), dob=ctx.d(ctx.dob), u=P(unit, "HOSPITAL"),
             r=P(parts.room(rng), "LOCATION_OTHER"), d=P(fmt_wd(ctx.date, ctx.country, rng), "DATE"))
    nb.add("\nS: ")
    nb.add(pt.name(rng.choice(["tl", "first", "last", "init"])))
    nb.add(rng.choice([" reports sleeping 4 hours, \"better than before.\" ",
                       " states the voices are \"quieter\" since the dose increase. ",
                       " complains of restlessness and asks for discharge. ",
                       " describes craving 7/10, no use since admission. ",
                       " says %s is \"getting messages\" from the radio again. " % pt.he()]))
    if rng.random() < 0.6:
        f = ctx.fam()
        nb.f("{R} {n} visited {w} and reported {h} seemed {x}. ", R=f.rel.capitalize(), n=f.name(rng.choice(["first", "full"])),
             w=rng.choice(["yesterday", "last evening", "over the weekend"]), h=pt.he(),
             x=rng.choice(["calmer", "more paranoid", "less withdrawn", "irritable"]))
    nb.add("\n\nO: " + clin.vitals(rng, ctx.country) + "\n")
    layout = rng.randint(0, 1)
    for kx, v in clin.mse_lines(rng):
        if layout == 0:
            nb.add("  " + kx + ": " + v + "\n")
        else:
            nb.add(kx.upper() + " - " + v + "\n")
    nb.add("Scales: " + rng.choice(["BPRS 46", "PANSS positive 24, negative 18", "YMRS 27", "PHQ-9 19", "MADRS 31",
                                   "AIMS 2", "BARS 3 (akathisia)", "HoNOS 18"]) + "; " +
           rng.choice(["C-SSRS low risk", "C-SSRS moderate risk", "BVC 2", "DASA 3", "CIWA-Ar 4"]) + "\n")
    nb.add("MAR: " + "; ".join(clin.meds(rng, 3)) + ". PRN used " + str(rng.randint(0, 4)) + "x in 24 h.\n")
    nb.add("\nA: " + rng.choice(["Partial response, persistent paranoia.", "Improving; mood more euthymic.",
                                 "Ongoing mania, not yet safe for discharge.", "Withdrawal resolving.",
                                 "Stable; approaching discharge readiness."]) + " ")
    nb.add(rng.choice(clin.RISK) + "\n")
    nb.add("P: " + " ".join(rng.sample(clin.PLANS, 3)) + " ")
    if rng.random() < 0.5:
        nb.f("Family meeting scheduled for {d}. ", d=ctx.d(ctx.date + days(rng.randint(1, 6)), alt=True))
    if rng.random() < 0.4:
        nb.f("Discussed with {x}. ", x=st["social worker"].ref(rng))
    if rng.random() < 0.6:
        nb.f("Next review {d}; legal status {l}. ", d=ctx.d(ctx.date + days(rng.randint(2, 14)), alt=True),
             l=rng.choice(["unchanged", "under review", "to be discussed at MDT"]))
    if rng.random() < 0.5:
        f2 = ctx.fam()
        nb.f("Updated {rel} {n} by phone ({p}) with patient's consent.", rel=f2.rel, n=f2.name(rng.choice(["full", "first"])),
             p=P(fakers.phone(rng, ctx.country), "PHONE"))
    nb.add("\n\n")
    parts.sign(nb, ctx, rng, doc, lic=rng.random() < 0.3)
    if rng.random() < 0.4:
        nb.f("cc: {a}; {b}\n", a=st["social worker"].name(rng.choice(["full", "fi"])),
             b=P(fakers.hospital(rng, ctx.country, "clinic"), "HOSPITAL"))


HOLD_US = {
    "CA": ("APPLICATION FOR 72-HOUR DETENTION FOR EVALUATION AND TREATMENT", "Welfare & Institutions Code 5150"),
    "WA": ("PETITION FOR INITIAL DETENTION (EMERGENCY)", "RCW 71.05.153"),
    "OR": ("NOTICE OF MENTAL ILLNESS / CUSTODY", "ORS 426.228"),
    "MA": ("APPLICATION FOR AUTHORIZATION OF TEMPORARY INVOLUNTARY HOSPITALIZATION", "M.G.L. c.123, s.12(a)"),
    "NY": ("EMERGENCY ADMISSION", "Mental Hygiene Law 9.39"),
    "OH": ("APPLICATION FOR EMERGENCY ADMISSION", "ORC 5122.10"),
    "AZ": ("APPLICATION FOR EMERGENCY ADMISSION FOR EVALUATION", "A.R.S. 36-524"),
    "CO": ("EMERGENCY MENTAL HEALTH HOLD", "C.R.S. 27-65-106"),
    "PA": ("INVOLUNTARY EMERGENCY EXAMINATION AND TREATMENT", "MHPA Section 302"),
    "WI": ("STATEMENT OF EMERGENCY DETENTION BY LAW ENFORCEMENT OFFICER", "Wis. Stat. 51.15"),
    "MI": ("PETITION FOR MENTAL HEALTH TREATMENT", "MCL 330.1434"),
    "MD": ("PETITION FOR EMERGENCY EVALUATION", "Health-General 10-622"),
    "CT": ("PHYSICIAN'S EMERGENCY CERTIFICATE", "C.G.S. 17a-502"),
    "TN": ("CERTIFICATE OF NEED FOR EMERGENCY DIAGNOSIS, EVALUATION AND TREATMENT", "T.C.A. 33-6-404"),
    "KY": ("APPLICATION FOR EMERGENCY HOSPITALIZATION", "KRS 202A.041"),
}


def hold(rng, ctx, nb):
    if ctx.country == "US":
        _hold_us(rng, ctx, nb)
    else:
        _hold_nz(rng, ctx, nb)


def _hold_us(rng, ctx, nb):
    pt, st, pl = ctx.pt, ctx.staff, ctx.place
    title, code = HOLD_US.get(pl.st, ("EMERGENCY PSYCHIATRIC HOLD - APPLICATION", ""))
    nb.add(title + "\n" + ("(" + code + ")\n" if code else "Emergency detention for psychiatric evaluation\n"))
    fac = rng.choice([fakers.hospital(rng, "US", "hosp"), "Valley Crisis Stabilization Unit", "Tri-County Crisis Center"])
    nb.f("Designated facility: {f}\n\n", f=P(fac, "HOSPITAL"))
    nb.add("DETAINED PERSON\n")
    nb.f("Name: {n}\n", n=pt.name(rng.choice(["LF", "fml", "full", "nick"])))
    nb.f("Address: {a}\n", a=pl.addr(rng) if rng.random() < 0.8 else ["none (unhoused), usually stays near ", rng.choice([P("Riverfront Park", "LOCATION_OTHER"), P("Eastgate Transit Center", "LOCATION_OTHER"), ["the ", P("Fifth Street overpass", "LOCATION_OTHER")], ["the ", P("Lincoln Square Library", "LOCATION_OTHER")]])])
    nb.f("DOB: {d}   Age: {a}   Phone: {p}\n", d=ctx.d(ctx.dob), a=P(str(ctx.age), "AGE"), p=P(ctx.phone, "PHONE"))
    if rng.random() < 0.5:
        nb.f("SSN: {s}\n", s=P(fakers.ssn(rng), "SSN"))
    if rng.random() < 0.5:
        nb.f("Driver license: {l}\n", l=P(fakers.dl(rng, "US"), "LICENSE"))
    dt = ctx.date
    nb.f("\nDate/time taken into custody: {d} at {t}\n", d=ctx.d(dt), t=hhmm(rng))
    where = rng.choice(["a parked vehicle", pt.his() + " residence", "a convenience store", "the bus mall", "a parked vehicle"])
    nb.f("Location: {w}", w=where)
    if where == "a parked vehicle":
        nb.f(" ({c}, plate {pl})", c=rng.choice(["silver Honda Civic", "black Ford F-150", "white minivan", "blue Subaru"]),
             pl=P(fakers.plate(rng, "US"), "VEHICLE"))
    nb.f(", {c}\n", c=[P(pl.city, "CITY"), ", ", P(pl.st, "STATE")])
    nb.add("\nCircumstances (probable cause):\n")
    fam = ctx.fam(rng.choice(["mother", "sister", "roommate", "wife", "husband"]))
    nb.f("Officers responded to a call from {h} {rel}, {n}, reporting ", h=pt.his(), rel=fam.rel, n=fam.name("full"))
    nb.add(rng.choice(["that the person had barricaded in the bathroom stating he would \"end it tonight.\" ",
                       "threats to stab a neighbour believed to be \"implanting devices.\" ",
                       "that the person had not eaten in four days and was drinking from the toilet. ",
                       "a text message saying goodbye and a photo of pills. "]))
    nb.add(rng.choice(["On arrival the person was disorganized, yelling, responding to unseen others. ",
                       "Person admitted to cutting and had superficial lacerations to both forearms. ",
                       "Person was unable to state name of city or date, was barefoot in 38-degree weather. "]))
    nb.f("{r}\n", r=rng.choice(["Mother reports two prior hospitalizations.", "No weapons found on search.",
                               "Kitchen knife secured by officers.", "Narcan not required."]))
    nb.add("\nBased on the above, I have probable cause to believe the person is, as a result of a mental health disorder:\n")
    marks = [rng.random() < 0.45 for _ in range(3)]
    if not any(marks):
        marks[rng.randrange(3)] = True
    for c, mk in zip(("a danger to self", "a danger to others", "gravely disabled"), marks):
        nb.add("[%s] %s\n" % ("X" if mk else " ", c))
    nb.add("\nADVISEMENT: completed " + rng.choice(["in full", "incomplete - person too agitated", "in Spanish via interpreter"]) + "\n")
    if rng.random() < 0.5:
        nb.f("Interpreter: {n}, ID {i}\n", n=fakers.Person(rng, "US", typ="DOCTOR").name("full"),
             i=P("INT-" + fakers.digits(rng, 5), "IDNUM"))
    off = fakers.Person(rng, "US", typ="FAMILY")
    nb.f("\nPeace officer: {n}   Badge #{b}   Agency case # {c}\n", n=off.name(rng.choice(["full", "LF"])),
         b=P(fakers.digits(rng, 4), "IDNUM"), c=P("%02d-%06d" % (dt.year % 100, rng.randint(1, 999999)), "IDNUM"))
    nb.add("\nPROPERTY INVENTORY: wallet, keys, ")
    nb.f("cell phone (IMEI {i})", i=P("35" + fakers.digits(rng, 13), "DEVICE"))
    nb.add(rng.choice([", backpack.\n", ", lighter, $14 cash.\n", ", glass pipe (disposed).\n"]))
    nb.add("\nFACILITY EVALUATION\n")
    ev = st["psychiatrist"] if rng.random() < 0.5 else st["nurse practitioner"]
    nb.f("Evaluated by {e} on {d} {t}. ", e=ev.sig(rng), d=ctx.d(dt), t=hhmm(rng))
    nb.add(rng.choice(["Hold upheld; admitted for evaluation and treatment.", "Hold continued; pending bed.",
                       "Released - does not meet criteria after sobriety.", "Admitted to locked unit."]) + "\n")
    nb.f("Rights advisement given by {n}, RN.\n", n=st["nurse"].name("full"))
    parts.license_line(nb, ctx, rng, ev)
    nb.f("Copy to patient; copy to {x}.\n", x=rng.choice(["county mental health", "medical records", "patients' rights advocate"]))


def _hold_nz(rng, ctx, nb):
    pt, st, pl = ctx.pt, ctx.staff, ctx.place
    form = rng.randint(0, 2)
    nb.add("MENTAL HEALTH (COMPULSORY ASSESSMENT AND TREATMENT) ACT 1992\n")
    nb.add(["Section 8A - Application for assessment\n", "Section 10 - Certificate of preliminary assessment\n",
            "Section 11 - Notice to patient and certificate of further assessment\n"][form])
    nb.add("\nProposed patient\n")
    nb.f("Full name: {n}\n", n=pt.name(rng.choice(["full", "fml", "LF"])))
    if pt.nick and rng.random() < 0.5:
        nb.f("Known as: {k}\n", k=pt.name("nickonly"))
    nb.f("NHI: {m}   Date of birth: {d}\nAddress: {a}\nPhone: {p}\n", m=P(ctx.mrn, "MRN"), d=ctx.d(ctx.dob),
         a=pl.addr(rng), p=P(ctx.phone, "PHONE"))
    eth = rng.choice(["M\u0101ori (Ng\u0101puhi)", "M\u0101ori (Tainui)", "Samoan", "Tongan", "NZ European", "Cook Island M\u0101ori", "Indian"])
    nb.add("Ethnicity: " + eth + "\n")
    if form == 0:
        ap = ctx.fam(rng.choice(["mother", "father", "sister", "partner", "aunt"]))
        nb.add("\nApplicant\n")
        nb.f("Name: {n}\nRelationship: {r}\nAddress: {a}\nContact: {p}\n", n=ap.name("full"), r=ap.rel,
             a=fakers.Place(rng, "NZ").addr(rng), p=P(fakers.phone(rng, "NZ", mobile=True), "PHONE"))
        nb.f("Date seen proposed patient: {d}\n", d=ctx.d(ctx.date - days(1)))
        nb.add("\nGrounds for belief that the proposed patient may be mentally disordered:\n")
        h, hs, hm = pt.he(), pt.his(), pt.him()
        nb.add(rng.choice(["Not sleeping, talking to people who are not there, says the tupuna are angry with %s. " % hm,
                           "Stopped %s injection three months ago, now locked in %s room, covered windows in tinfoil. " % (hs, hs),
                           "Threatened to burn the house down, smashed the TV, not eating. ",
                           "Drinking heavily, said %s would drive into the river. " % h,
                           "Up all night preaching on the street, gave away %s car, spent the rent money. " % hs]))
        nb.f("The last time was on {d}.\n", d=P(fmt_wd(ctx.date - days(1), "NZ", rng), "DATE"))
        dao = st["key worker"]
        nb.f("\nAssisted by DAO: {n}, {c} ({s})\n", n=dao.name("full"), c=dao.cred,
             s=P(fakers.hospital(rng, "NZ", "clinic"), "HOSPITAL"))
        mp = st["registrar"]
        nb.f("Medical certificate (s 8B) to be completed by {m}.\n", m=mp.name(rng.choice(["drfl", "drl"])))
    else:
        dr = st["consultant psychiatrist"] if form == 2 else st["registrar"]
        where = fakers.hospital(rng, "NZ", rng.choice(["hosp", "unit"]))
        nb.f("\nExamination by {d} on {dt} at {t} at {w}.\n", d=dr.name("drfl"), dt=ctx.d(ctx.date), t=ampm(rng), w=P(where, "HOSPITAL"))
        whanau = ctx.fam(rng.choice(["mother", "father", "partner", "brother", "aunt"]))
        nb.f("Present: {w} ({r}), ", w=whanau.name(rng.choice(["full", "first"])), r=whanau.rel)
        if rng.random() < 0.5:
            nb.f("Kaum\u0101tua {k}, ", k=fakers.Person(rng, "NZ", typ="FAMILY").name("full"))
        nb.f("{n} (nurse).\n", n=st["nurse"].name("full"))
        if rng.random() < 0.4:
            nb.f("Interpreter ({l}): {i}\n", l=rng.choice(["Samoan", "Tongan", "Mandarin", "Punjabi"]),
                 i=fakers.Person(rng, "NZ", typ="DOCTOR").name("full"))
        nb.add("\nFindings: ")
        nb.add(rng.choice(clin.THOUGHT_C).capitalize() + ". " + rng.choice(clin.PERCEPT).capitalize() + ". " +
               rng.choice(clin.SI) + ".\n")
        nb.add("Mental disorder present: " + rng.choice(["delusions", "disorder of mood", "disorder of perception", "disorder of volition", "disorder of cognitive functioning"]) +
               ", of such a degree that it poses a serious danger to the " + rng.choice(["health or safety of the patient", "health or safety of others"]) +
               (" and seriously diminishes capacity for self-care.\n" if rng.random() < 0.5 else ".\n"))
        nb.f("Further assessment and treatment: {x} for a period of {p}.\n",
             x=rng.choice(["inpatient", "in the community"]),
             p=rng.choice(["5 days", "14 days"]))
        if form == 2:
            nb.f("Patient given written notice on {d} at {t}. ", d=ctx.d(ctx.date), t=hhmm(rng))
            nb.add("Right to seek review by a Judge (s 16) explained.\n")
        di = fakers.Person(rng, "NZ", typ="FAMILY")
        nb.f("District Inspector notified: {n} ({e})\n", n=di.name(rng.choice(["full", "LF"])), e=P(fakers.email(rng, di), "EMAIL"))
        nb.add("\n")
        nb.f("Signature: {s}\n", s=dr.sig(rng))
        parts.license_line(nb, ctx, rng, dr)
    nb.f("\nCopies: patient; {w}; Director of Area Mental Health Services; {g} (GP, {c}).\n",
         w=rng.choice(["wh\u0101nau", "welfare guardian", "principal caregiver"]),
         g=fakers.Person(rng, "NZ", typ="DOCTOR").name(rng.choice(["drfl", "drl", "full"])),
         c=P(fakers.gp_practice(rng, "NZ"), "HOSPITAL"))
