"""Genres: sexual health clinic consultation; HIV PrEP review."""
import datetime as dt

from world import Note, frag, pname
import common as C

SCEN_F = (
    ("vaginal discharge 1/52, no odour", "Speculum: cervix healthy, thin white discharge, pH 5.0.", "clue cells +, BV", "BV", "metronidazole 400mg BD x7/7"),
    ("post-coital bleeding", "Speculum: contact bleeding, mucopurulent discharge from os.", "PMNL >10/hpf", "?cervicitis - ?CT", "doxycycline 100mg BD x7/7"),
    ("genital ulcer, painful, 5/7", "multiple shallow ulcers labia minora, tender inguinal LN.", "NAD", "?HSV (first episode)", "aciclovir 400mg TDS x5/7"),
    ("requests EHC - UPSI 2 days ago", "declined exam.", "not done", "EHC + asymptomatic screen", "levonorgestrel 1.5mg stat; quick-start POP"),
    ("contact of chlamydia (PN slip)", "NAD external genitalia. Speculum NAD.", "NAD", "contact of CT", "doxycycline 100mg BD x7/7 (epi)"),
    ("asymptomatic, wants full screen", "declined exam - self-taken swabs", "not done", "asymptomatic screen", "nil today"),
    ("itch + frothy discharge", "Speculum: frothy yellow discharge, strawberry cervix.", "TV seen", "TV", "metronidazole 400mg BD x7/7"),
)
SCEN_M = (
    ("dysuria + urethral discharge 4/7", "urethral discharge visible, no LN. Testes NAD.", "GNDC seen", "?gonorrhoea", "ceftriaxone 1g IM stat"),
    ("dysuria 1/52, no discharge", "NAD.", "no GNDC, >5 PMNL/hpf (NGU)", "NGU", "doxycycline 100mg BD x7/7"),
    ("rash on palms 2/52", "maculopapular rash palms/soles. No ulcers.", "NAD", "?secondary syphilis", "benzathine penicillin 2.4MU IM stat"),
    ("painless ulcer on penis 1/52", "single indurated painless ulcer coronal sulcus, rubbery inguinal LN.", "DGM not available", "?primary syphilis", "benzathine penicillin 2.4MU IM stat"),
    ("anal discomfort, discharge", "proctoscopy: mucopus, friable mucosa.", "GNDC seen (rectal smear)", "?proctitis - GC/LGV", "ceftriaxone 1g IM stat + doxycycline 100mg BD x21/7"),
    ("lumps near anus", "perianal warts x4.", "NAD", "anogenital warts", "podophyllotoxin 0.5% cream; cryo booked"),
    ("contact of gonorrhoea", "NAD.", "no GNDC", "contact of GC", "ceftriaxone 1g IM stat (epi)"),
    ("asymptomatic, wants full screen", "declined exam - self-taken swabs", "not done", "asymptomatic screen", "nil today"),
)
ROLES = ("SpR GUM", "Specialty Doctor", "CNS", "Sexual Health Nurse", "Health Adviser", "Consultant GUM", "Registrar", "NP")


def _partner_lines(nb, w, pt, n, msm=False):
    r = w.rng
    for i in range(n):
        sx = "M" if (pt.sex == "F" or msm) else "F"
        if r.random() < 0.1:
            sx = "F" if sx == "M" else "M"
        kind = r.choice(("regular", "casual", "casual", "ex", "one-off", "regular (cohabiting)") if i == 0 else ("casual", "casual", "ex", "one-off"))
        when = w.days_ago(2, 85)
        nb.f("P%d: %s %s, " % (i + 1, kind, {"M": "male", "F": "female"}[sx]))
        k = r.randint(0, 5)
        if k == 0:
            nb.f("name {n|FAMILY}, ", n=w.person(sex=sx).first)
        elif k == 1:
            nb.f("met via {a} - handle {u|USERNAME}, ", a=r.choice(("hook-up app", "gay dating app", "dating app") if (sx == "M" and pt.sex == "M") else ("dating app", "app", "social media")), u=w.app_handle())
        elif k == 2:
            nb.f("met in {c|COUNTRY} on holiday, ", c=w.country_abroad())
        elif k == 3:
            nb.f("{n|FAMILY} (has contact details), ", n=w.person(sex=sx).first + " " + w.person().last)
        nb.f("last sex {d|DATE}, ", d=w.d(when, r.choice(("dm", "d_mon", "dmy", "dm_short"))))
        nb.ln(r.choice(("UPSI", "condom split", "condoms always", "oral only") + (("RAI/IAI, no condom", "PrEP user") if (sx == "M" and pt.sex == "M") else ("vaginal, no condom",))))


def gen_consult(w):
    r = w.rng
    nb = Note()
    young = r.random() < 0.12
    pt = w.person(lo=15 if young else 18, hi=17 if young else 58)
    clin = w.sh_clinic()
    doc = w.person(lo=27, hi=60)
    role = r.choice(ROLES)
    nb.ln("{c|HOSPITAL} - " + (r.choice(("Walk-in", "Booked", "Triage", "Express test")) if not young else "Young people's") + " consultation", c=clin)
    nb.ln("Date {d|DATE}  Rm {rm|LOCATION_OTHER}  Clinician: {n} ({role})", d=w.d(w.today), rm=w.room(),
          n=w.staff_name(doc, ("full", "dr_last", "init_last", "first")), role=role)
    if r.random() < 0.4:
        nb.ln("Chaperone: {n} (HCA)", n=w.staff_name(w.person(lo=20), ("first", "full")))
    k = r.randint(0, 2)
    if k == 0:
        nb.ln("Clinic no: {c|MRN}   Name: {n}   Age {a|AGE}   " + pt.sex, c=w.mrn(), n=pname(r, pt, forms=("full", "first", "last_first")), a=str(w.age(pt)))
    elif k == 1:
        nb.ln("{n}, {a|AGE}{s}, GUM no {c|MRN}", n=pname(r, pt, forms=("full", "FULLCAPS", "LAST_first")), a=str(w.age(pt)), s=r.choice(("F", "M", " yo")) if False else ("" if r.random() < 0.5 else pt.sex), c=w.mrn())
    else:
        nb.ln("Pt: {n}  DOB {d|DATE}  ID {c|MRN}", n=pname(r, pt, forms=("first", "full", "initials")), d=w.d(pt.dob, "dmy"), c=w.mrn())
    nb.ln("Contact: SMS to {m|PHONE}" + r.choice((", OK to leave VM", ", NO voicemail", ", no letters home", ", email ok - {e|EMAIL}")), m=w.mobile(), e=w.email_for(pt))
    if r.random() < 0.35:
        nb.ln("Occupation: {p|PROFESSION}", p=w.profession())
    nb.ln()
    pc, oe, micro, imp, rx = r.choice(SCEN_F if pt.sex == "F" else SCEN_M)
    msm = pt.sex == "M" and (r.random() < 0.5 or "anal" in pc or "anus" in pc)
    nb.ln("PC: " + pc)
    npart = r.randint(1, 4)
    nb.ln("SH (last 3/12): %d partner(s)" % npart + ("" if npart <= 3 else ", details for 3 most recent"))
    _partner_lines(nb, w, pt, min(npart, 3), msm)
    if pt.sex == "F":
        nb.ln("LMP {d|DATE}, cycle regular. Contraception: " + r.choice(("COCP", "none", "Nexplanon (in situ since {y|DATE})", "Cu-IUD", "condoms", "POP", "Depo")),
              d=w.d(w.days_ago(3, 30), r.choice(("dm", "dmy", "d_mon"))), y=w.d(w.days_ago(200, 900), r.choice(("mon_y", "year", "month_y"))))
    if r.random() < 0.3:
        nb.ln("Travel: returned from {c|COUNTRY} {d|DATE}; sex abroad " + r.choice(("yes", "denied")) + ".", c=w.country_abroad(), d=w.d(w.days_ago(5, 60)))
    if young:
        nb.ln("Under 18: Fraser guidelines met; Spotting the Signs proforma done - no CSE concerns. School: {s|ORGANIZATION}.", s=w.school())
    nb.ln("PMH: " + r.choice(("nil", "asthma", "CT treated {y|DATE} at {c|HOSPITAL}", "HSV-2 dx {y|DATE}", "syphilis {y|DATE}, treated, RPR neg since")) + ". Allergies: " +
          r.choice(("NKDA", "penicillin (rash)", "nil", "doxycycline - photosensitivity")), y=w.d(w.days_ago(300, 3000), "year"), c=w.sh_clinic())
    nb.ln("DH: " + r.choice(("nil", "sertraline 50mg", "salbutamol PRN", "methadone 60mg (via CDT)") + (("PrEP daily",) if msm else ()) + (("COCP",) if pt.sex == "F" else ())))
    nb.ln("Drugs/alcohol: " + r.choice(("~10 u/wk", "cannabis daily", "nil", "binge ETOH weekends") + (("chemsex (GHB, meth) - signposted",) if msm else ())))
    nb.ln()
    nb.ln("O/E: " + oe)
    nb.ln("Microscopy: " + micro)
    nb.ln("POCT HIV: " + r.choice(("NR", "non-reactive", "not done", "NR (INSTI)")))
    tests = [t for t in C.STI_TESTS if not (("vulvovaginal" in t and pt.sex == "M") or ("FVU" in t and pt.sex == "F") or ("rectal" in t and not msm))]
    nb.ln("Tests sent: " + ", ".join(r.sample(tests, r.randint(2, 4))))
    nb.ln("Specimen barcodes: {a|IDNUM}" + (", {b|IDNUM}" if r.random() < 0.5 else ""), a=w.idnum("lab"), b=w.idnum("lab"))
    nb.ln()
    nb.ln("Impression: " + imp)
    nb.ln("Rx: " + rx + ("" if rx == "nil today" else r.choice(("", " (given in clinic)", " - PGD", " + 1/52 abstinence advice"))))
    plan = [
        frag(("Results via SMS 7-10 days. If pos recall by HA", None)),
        frag(("PN discussed - HA ", None)) + w.staff_name(w.person(lo=25), ("first", "full")) + frag((" to follow up", None)),
        frag(("TOC ", None), (w.d(w.days_ahead(21, 42)), "DATE")),
        frag(("Offered hep B / HPV vaccination - dose 1 today", None)),
        frag(("Online results: ", None), (w.url("results"), "URL")),
        frag(("Rebook ", None), (w.d(w.days_ahead(7, 30), r.choice(("wd_dmy", "dmy", "weekday_dth_month"))), "DATE"), (" with ", None)) + w.staff_name(doc, ("first", "dr_last")),
        frag(("Referred to ", None), (w.addiction_service(), "HOSPITAL"), (" for chemsex support (consent given)", None)) if msm else
        frag(("Referred to ", None), (w.addiction_service(), "HOSPITAL"), (" re alcohol (consent given)", None)),
    ]
    r.shuffle(plan)
    nb.ln("Plan:")
    for p in plan[:r.randint(2, 5)]:
        nb.ln("- {p}", p=p)
    nb.ln()
    nb.ln("{n} " + role + r.choice(("", " / %02d:%02d" % (r.randint(9, 19), r.randint(0, 59)))), n=w.staff_name(doc, ("full", "init_last", "initials")))
    return nb


def gen_prep(w):
    r = w.rng
    nb = Note()
    pt = w.person(lo=19, hi=60, sex="M" if r.random() < 0.8 else "F")
    clin = w.sh_clinic()
    doc = w.person(lo=27, hi=60)
    nb.ln(r.choice(("HIV PrEP review", "PrEP follow-up (3-monthly)", "PrEP REVIEW", "PrEP initiation + review")) + " - {c|HOSPITAL}", c=clin)
    nb.ln("Seen: {d|DATE} by {n}", d=w.d(w.today), n=w.staff_name(doc, ("full", "init_last", "first")))
    nb.ln("Patient: {n}  ({a|AGE})  Clinic no {c|MRN}", n=pname(r, pt, forms=("full", "LAST_first", "first")), a=str(w.age(pt)), c=w.mrn())
    if r.random() < 0.5:
        nb.ln("{l}: {i|MRN}", l=w.nhs_label(), i=w.nhs())
    if r.random() < 0.3:
        lab, val = w.healthplan()
        nb.ln(lab + ": {h|HEALTHPLAN}", h=val)
    nb.ln("Started PrEP: {d|DATE}   Regimen: " + (r.choice(("daily", "event-based 2-1-1", "daily, switching to ED", "4-day/wk (MSM)")) if pt.sex == "M" else "daily") + " TDF/FTC 245/200mg",
          d=w.d(w.days_ago(120, 1400), r.choice(("month_y", "mon_y", "dmy"))))
    nb.ln("Adherence: " + r.choice(("good, nil missed", "~2 missed doses/month", "stopped for 3/52 while away", "uses app reminder")))
    nb.ln("Since last review: %d partners, condomless AI %s, chemsex %s" % (r.randint(1, 15), r.choice(("yes", "no")), r.choice(("no", "occasionally", "yes (G, T)"))))
    if r.random() < 0.4:
        nb.ln("Travelled {c|COUNTRY} {d1|DATE}-{d2|DATE}; took supply with them.", c=w.country_abroad(), d1=w.d(w.days_ago(40, 80), "dm"), d2=w.d(w.days_ago(10, 39), "dm"))
    nb.ln()
    nb.ln("Results today / last visit:")
    nb.ln("Date        Creat  eGFR  uPCR  HIV    Syph")
    d0 = w.days_ago(300, 400)
    for i in range(r.randint(2, 4)):
        day = d0 + dt.timedelta(days=i * r.randint(80, 100))
        if day > w.today:
            day = w.today
        nb.add(w.d(day, "dmy"), "DATE")
        nb.add("  %d     %s   %d    %s     %s\n" % (r.randint(65, 118), r.choice((">90", "88", "79", ">90", "71")), r.randint(5, 30),
                                                    "neg", r.choice(("neg", "neg", "RPR 1:4 (old)"))))
    nb.ln("Today: HIV 4th gen, creatinine/eGFR, urine PCR, STI screen (3-site NAAT), syphilis. Lab no {l|IDNUM}.", l=w.idnum("lab"))
    nb.ln("Hep B: " + r.choice(("immune (vaccinated)", "sAg neg, anti-HBs 45", "course dose 2 today")) + ". Hep A: " + r.choice(("immune", "dose 1 today", "non-immune, booked")))
    if r.random() < 0.6:
        nb.ln("Vaccines: MVA-BN dose 1 {a|DATE}, dose 2 {b|DATE}; HPV (Gardasil 9) dose 3 {c|DATE}", a=w.d(w.days_ago(300, 700)), b=w.d(w.days_ago(200, 299)), c=w.d(w.days_ago(1, 150)))
    nb.ln()
    k = r.randint(0, 2)
    if k == 0:
        nb.ln("Supply: 3 x 30 tabs dispensed from clinic. Next review {d|DATE}.", d=w.d(w.days_ahead(80, 100)))
    elif k == 1:
        nb.ln("Supply: Rx sent to {p|HOSPITAL}; pt collects. Next review {d|DATE}.", p=w.pharmacy(), d=w.d(w.days_ahead(80, 100)))
    else:
        nb.ln("Supply: online reorder via portal {u|URL}", u=w.url("prep"))
        nb.ln("  order {o|IDNUM} placed {d|DATE} %02d:%02d by user {us|USERNAME} from IP {ip|IPADDR}" % (r.randint(0, 23), r.randint(0, 59)),
              o=w.idnum("order"), d=w.d(w.days_ago(0, 10), "iso"), us=w.username(pt) if r.random() < 0.6 else w.app_handle(), ip=w.ip())
        nb.ln("  delivered to {a}", a=w.address())
    if r.random() < 0.35:
        nb.ln("Portal audit: login {u|USERNAME} from {ip|IPADDR} on {d|DATE} - results viewed.", u=w.username(pt), ip=w.ip(), d=w.d(w.days_ago(1, 30), "iso"))
    nb.ln("Counselled re: " + ", ".join(r.sample(("renal monitoring", "STIs not covered", "seroconversion symptoms", "PEP if missed doses",
                                                 "doxy-PEP (not routinely offered)", "bone density", "drug interactions (none)"), 3)) + ".")
    nb.ln()
    role = r.choice(ROLES)
    nurse = role in ("CNS", "Sexual Health Nurse", "Health Adviser", "NP")
    nb.ln("{n}" + r.choice((", ", " - ")) + role, n=w.staff_name(doc, ("full", "init_last") if nurse else ("full", "dr_full", "init_last")))
    if r.random() < 0.3:
        lab, lic = w.license("nurse" if nurse else "doctor")
        nb.ln(lab + " {l|LICENSE}", l=lic)
    return nb
