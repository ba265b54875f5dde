"""Communication genres: portal threads, result letters, triage calls, immunisation printouts, referral letters."""
import datetime as dt

import pools as PL
from common import header, signature, social, vitals, labs_line, gp, ga
from phi import (P, D, NB, Case, Person, Clin, digits, holiday, idnum, device_sn, phone, url, bioid, ip, email,
                 username, fmt_date, words)


def portal_thread(r):
    c = Case(r, "F", 18, 70)
    nb = NB()
    doc = c.docs[r.choice([0, 1])]
    nb.f("Patient Portal -- Message Thread\nAccount: {u}   Proxy: {px}\nSubject: {s}\n", u=P(c.user, "USERNAME"),
         px=r.choice(["none", "none", "mother"]), s=r.choice(["Question about my results", "Spotting at 9 weeks",
                                                               "Refill request", "Swelling in feet", "Baby's weight", "Birth control side effects"]))
    nb.f("Portal: {u}\n\n", u=P(url(r), "URL"))
    t0 = c.today
    n = r.randrange(3, 6)
    for i in range(n):
        when = t0 + dt.timedelta(days=i // 2)
        tm = f"{r.randrange(1, 13)}:{r.randrange(60):02d} {r.choice(['AM', 'PM'])}"
        if i % 2 == 0:
            nb.f("---- From: {n} ({u}) | {d} {t} | IP {ip}\n", n=c.pt.form(r, r.choice(["full", "caps", "lastfirst"])),
                 u=P(c.user, "USERNAME"), d=D(r, when, r.choice(["mdy0", "mon3", "wd_short"])), t=tm, ip=P(ip(r), "IPADDR"))
            body = r.randrange(4)
            if body == 0:
                nb.f("Hi {d}, I'm {g} weeks and had some brown spotting since {h}. My {role} {pn} drove me to {hosp} "
                     "urgent care on {dd} and they said the heartbeat was fine. Should I still come in? My cell is {ph}.\n\n",
                     d=doc.sig(r, "dr") if doc.cred in ("MD", "DO") else doc.form(r, "first"), g=r.randrange(6, 14), h=holiday(r),
                     role=c.partner_role, pn=c.partner.form(r, "first"), hosp=P(c.hospital, "HOSPITAL"),
                     dd=D(r, when - dt.timedelta(days=r.randrange(1, 4)), r.choice(["wd_short", "md", "mon_day"])), ph=P(c.cell, "PHONE"))
            elif body == 1:
                nb.f("Hello, can you send my {med} refill to {ph} instead of the old one? I moved to {st}, {city}. "
                     "Also my new email is {em}. Thanks, {sig}\n\n", med=r.choice(["sertraline", "levothyroxine", "prenatal vitamins", "pill"]),
                     ph=P(c.pharmacy, "HOSPITAL"), st=P(c.street, "STREET"), city=P(c.city, "CITY"), em=P(c.email, "EMAIL"),
                     sig=c.pt.form(r, r.choice(["first", "initials", "firstl"])))
            elif body == 2:
                nb.f("my feet r really swollen since {d} and i have a headache. i'm {age} and this is my first baby. "
                     "my mom {mn} says it's normal?? i work as a {prof} standing all day\n\n",
                     d=D(r, when - dt.timedelta(days=2), r.choice(["wd_short", "md", "mon_day"])), age=P(str(c.age), "AGE"),
                     mn=c.mother.form(r, "first"), prof=P(c.prof, "PROFESSION"))
            else:
                nb.f("Good morning. I had my bloodwork at the {cl} lab on {d} (requisition {rq}). When will I hear back? "
                     "I leave for {ctry} on {dep} and return {ret}.\n\n", cl=P(c.clinic, "HOSPITAL"),
                     d=D(r, when - dt.timedelta(days=r.randrange(1, 6)), r.choice(["md", "mdy", "mon_day"])), rq=P(idnum(r), "IDNUM"),
                     ctry=P(c.country, "COUNTRY"), dep=D(r, when + dt.timedelta(days=r.randrange(5, 15)), r.choice(["mon_day", "md"])),
                     ret=D(r, when + dt.timedelta(days=r.randrange(20, 40)), r.choice(["mon_day", "md"])))
        else:
            staff = r.choice([doc, c.docs[2]])
            nb.f("---- From: {s} | {d} {t}\n", s=staff.sig(r, r.choice(["credc", "dr", "cred"])),
                 d=D(r, when, r.choice(["mdy0", "mon3", "wd_short"])), t=tm)
            nb.f("Hi {n}, thank you for your message. {body} If symptoms worsen call our after-hours line at {ph} or go to "
                 "L&D triage. -- {ini}\n\n", n=c.pt.form(r, r.choice(["first", "title"])),
                 body=r.choice(["Your results are normal (Hgb 12.1, TSH 1.8).", "I've sent the prescription.",
                                "Please check your BP; if 140/90 or higher come in today.", "Light spotting can be normal in the first trimester."]),
                 ph=P(c.clinic_phone, "PHONE"), ini=P(staff.first, "DOCTOR"))
    nb.f("[Audit] Thread viewed by user {u} from workstation {ip} on {d}. Biometric login {b}.\n", u=P(username(r, doc.first, doc.last), "USERNAME"),
         ip=P(ip(r), "IPADDR"), d=D(r, c.today + dt.timedelta(days=1), "iso"), b=P(bioid(r), "BIOID"))
    return nb, "patient_portal_thread"


def lab_letter(r):
    c = Case(r, "F", 18, 80)
    nb = NB()
    doc = c.docs[r.choice([0, 1])]
    nb.f("{cl}\n{a}\nTel {ph} | Fax {fx} | {u}\n\n", cl=P(c.clinic, "HOSPITAL"), a=c.clinic_addr_p(), ph=P(c.clinic_phone, "PHONE"),
         fx=P(c.clinic_fax, "FAX"), u=P(url(r, r.choice(["www.example.org", "www.example.com"])), "URL"))
    nb.f("{d}\n\n{n}\n{st}\n{city}, {state} {zip}\n\n", d=c.date(style=r.choice(["long", "dmy", "mdy"])),
         n=c.pt.form(r, r.choice(["full", "mi"])), st=P(c.street, "STREET"), city=P(c.city, "CITY"),
         state=P(c.st if r.random() < 0.8 else c.state, "STATE"), zip=P(c.zip, "ZIP"))
    nb.f("RE: Test results, DOB {dob}, MRN {mrn}\n\nDear {sal},\n\n", dob=c.dob_p(), mrn=P(c.mrn, "MRN"),
         sal=[r.choice(["Ms. ", "Ms ", "Mrs. "]), P(c.pt.last, "PATIENT")] if r.random() < 0.6 else c.pt.form(r, "first"))
    kind = r.randrange(3)
    if kind == 0:
        nb.f("Your Pap test collected on {d} (accession {acc}) was negative for intraepithelial lesion or malignancy, "
             "and high-risk HPV was not detected. We recommend repeat co-testing in 5 years, around {y}.\n",
             d=D(r, c.days(-r.randrange(7, 30)), r.choice(["long", "mdy"])), acc=P(idnum(r), "IDNUM"),
             y=P(str(c.today.year + 5), "DATE"))
    elif kind == 1:
        nb.add("Your recent blood work results are below:\n\n  Test            Result    Reference\n")
        for t, v, ref in [("Hemoglobin", f"{r.randrange(96, 140) / 10:.1f} g/dL", "12.0-15.5"), ("Ferritin", f"{r.randrange(5, 80)} ng/mL", "15-150"),
                          ("TSH", f"{r.randrange(4, 60) / 10:.1f} mIU/L", "0.4-4.0"), ("HbA1c", f"{r.randrange(49, 70) / 10:.1f} %", "< 5.7"),
                          ("LDL", f"{r.randrange(70, 190)} mg/dL", "< 100")][:r.randrange(3, 6)]:
            nb.add(f"  {t.ljust(16)}{v.ljust(10)}{ref}\n")
        nb.f("\nThese were collected {d} (order {o}). ", d=D(r, c.days(-r.randrange(2, 14)), r.choice(["mon_day", "md", "mdy"])),
             o=P(idnum(r), "IDNUM"))
        nb.add("Your iron is low; please start ferrous sulfate 325 mg every other day with vitamin C.\n")
    else:
        nb.f("Your prenatal screening (cell-free DNA) drawn on {d} is low risk for trisomy 21, 18 and 13. "
             "Specimen {sp}. Your glucose challenge was {g} mg/dL.\n", d=D(r, c.days(-r.randrange(7, 20)), r.choice(["long", "mdy0"])),
             sp=P(idnum(r), "IDNUM"), g=r.randrange(90, 160))
    nb.f("\nIf you have questions, message us through the portal ({u}) as {un} or call {ph}. ", u=P(url(r), "URL"),
         un=P(c.user, "USERNAME"), ph=P(c.clinic_phone, "PHONE"))
    nb.f("Billing questions: account {ac}, {ins} member {mem}.\n", ac=P(c.acct, "ACCOUNT"), ins=P(c.insurer, "ORGANIZATION"),
         mem=P(c.member, "HEALTHPLAN"))
    nb.f("\nSincerely,\n\n{d}\n", d=doc.sig(r, r.choice(["credc", "cred"])))
    if r.random() < 0.5:
        nb.f("cc: {o} ({cl})\n", o=Clin(r, "MD").sig(r, "dr"), cl=P(r.choice(PL.CLINICS), "HOSPITAL"))
    return nb, "lab_result_letter"


def triage_call(r):
    c = Case(r, "F", 16, 46)
    nb = NB()
    rn = Clin(r, "RN")
    hh, mm = r.choice([21, 22, 23, 0, 1, 2, 3, 4, 5]), r.randrange(0, 30)
    tm = f"{hh}:{mm:02d}"
    tm2, tm3 = f"{hh}:{mm + r.randrange(3, 12):02d}", f"{hh}:{mm + r.randrange(14, 29):02d}"
    nb.f("AFTER-HOURS NURSE TRIAGE\nCall received {d} {t} | Call ID {cid} | Line: {ln}\nCaller: {who}   Callback: {ph}\n",
         d=c.date(style=r.choice(["mdy0", "wd_short", "mdy"])), t=tm, cid=P("T" + digits(r, 8), "IDNUM"),
         ln=r.choice(["OB", "Family Med", "GYN"]),
         who=[c.partner.full(), f" ({c.partner_role})"] if r.random() < 0.4 else [c.pt.form(r, "full"), " (self)"],
         ph=P(c.cell, "PHONE"))
    nb.f("Patient: {n}  DOB {dob}  MRN {mrn}\nPractice: {cl}   On-call: {oc}\nNurse: {rn}\n\n", n=c.pt.form(r, r.choice(["caps", "lastfirst"])),
         dob=c.dob_p(), mrn=P(c.mrn, "MRN"), cl=P(c.clinic, "HOSPITAL"), oc=c.docs[0].sig(r, "dr") if c.docs[0].cred in ("MD", "DO") else c.docs[0].full(),
         rn=rn.sig(r, "credc"))
    preg = r.random() < 0.7
    if preg:
        nb.f("Pt is {age}, {gp}, {g} by EDD {edd}. ", age=c.age_p(r.choice(["yo", "year", "yo_nos", "y/o"])), gp=gp(r), g=ga(r, 20, 41),
             edd=D(r, c.days(r.randrange(5, 120)), r.choice(["md", "mdy", "mon_day"])))
        sym, proto = r.choice([("decreased fetal movement since dinner", "Pregnancy - Decreased Fetal Movement"),
                               ("leaking clear fluid x1 h", "Pregnancy - Rupture of Membranes"),
                               ("contractions q5-6 min", "Pregnancy - Labor"),
                               ("headache 8/10 with seeing spots", "Pregnancy - Headache"),
                               ("vaginal bleeding soaking a pad", "Pregnancy - Vaginal Bleeding")])
    else:
        sym, proto = r.choice([("heavy bleeding after IUD insertion", "Vaginal Bleeding - Abnormal"),
                               ("pelvic pain 7/10", "Abdominal Pain - Female"),
                               ("fever 101.8 F and breast redness (postpartum)", "Postpartum - Breast Symptoms"),
                               ("missed 2 pills, had sex last night", "Contraception - Missed Pill")])
        nb.f("Pt is {age}. ", age=c.age_p(r.choice(["yo", "year", "F", "y/o"])))
    nb.add(f"Reports {sym}.\n")
    lc = r.random() < 0.5
    if lc:
        nb.add("Caller transcript (as spoken):\n")
        nb.f("  caller: hi yes this is {pn}, i'm calling for my {rel} {n}. we live out on {st} near {lm}, it's like 40 min to {hosp}\n",
             pn=c.partner.form(r, "first"), rel="wife" if c.partner_role == "husband" else "partner", n=c.pt.form(r, "first"),
             st=P(c.street, "STREET"), lm=P(r.choice(PL.LANDMARKS).replace("the ", ""), "LOCATION_OTHER"), hosp=P(c.hospital, "HOSPITAL"))
        nb.f("  nurse: ok, and is she able to talk to me? what's her date of birth?\n  caller: {dob}. she's {aw}\n",
             dob=c.dob_p(r.choice(["long", "mdy", "dmy"])), aw=P(words(c.age), "AGE"))
    nb.add(f"Protocol: {proto} "
           f"(Schmitt-Thompson). Disposition: {r.choice(['go to L&D now', 'see within 24 h', 'home care advice', 'call 911'])}.\n")
    nb.f("Paged on-call {d} at {t} (pager {pg}); returned call {t2}; agrees with plan.\n", d=c.docs[0].form(r, "last"),
         t=tm, pg=P(c.docs[0].pager, "PHONE"), t2=tm2)
    nb.f("L&D charge RN {ch} notified at {hosp} {unit}, ext. {ext}.\n", ch=Person(r, "F", "DOCTOR").form(r, r.choice(["full", "first"])),
         hosp=P(c.hospital, "HOSPITAL"), unit=r.choice(["L&D", "OB triage"]), ext=P("555-" + digits(r, 4), "PHONE"))
    if r.random() < 0.5:
        nb.f("Caller will drive in; vehicle {v}. ", v=P(__import__("phi").plate(r, c.st), "VEHICLE"))
    nb.f("Interpreter not needed. Call ended {t}.\n-- {rn}\n", t=tm3, rn=rn.sig(r, r.choice(["cred", "credc"])))
    return nb, "after_hours_triage_call"


VACC = [("Tdap", "IM", "L deltoid"), ("Influenza, quadrivalent", "IM", "R deltoid"), ("COVID-19 mRNA", "IM", "L deltoid"),
        ("RSV (Abrysvo)", "IM", "R deltoid"), ("HPV9", "IM", "L deltoid"), ("Hep B", "IM", "R deltoid"),
        ("MMR", "SC", "L arm"), ("Varicella", "SC", "R arm"), ("Shingrix (RZV)", "IM", "L deltoid"),
        ("PCV20", "IM", "R deltoid"), ("Rho(D) IG", "IM", "gluteal"), ("Hep A", "IM", "L deltoid")]


def imm_record(r):
    c = Case(r, "F" if r.random() < 0.85 else "M", 12, 90)
    nb = NB()
    nb.f("OFFICIAL IMMUNIZATION RECORD\n{st} Immunization Information System (printout)\nPrinted {d} {t} by {u}\n\n",
         st=P(c.state, "STATE"), d=c.date(style="mdy0"), t=f"{r.randrange(8, 18)}:{r.randrange(60):02d}",
         u=P(username(r, c.docs[3].first, c.docs[3].last), "USERNAME"))
    nb.f("Name: {n}\nDate of birth: {dob}   Sex: {sx}\nAddress: {a}\nCountry of birth: {ctry}\n",
         n=c.pt.form(r, r.choice(["caps", "lastfirst", "mi"])), dob=c.dob_p(), sx=c.pt.sex, a=c.addr(), ctry=P(c.country, "COUNTRY"))
    nb.f("Registry ID: {rid}   Chart #: {mrn}\nGuardian: {g}\n\n", rid=P("IIS" + digits(r, 8), "IDNUM"), mrn=P(c.mrn, "MRN"),
         g=c.mother.full() if c.age < 18 else "N/A")
    pipe = r.random() < 0.5
    if pipe:
        nb.add("| Vaccine | Date given | Dose | Route/Site | Administered by | Clinic |\n|---|---|---|---|---|---|\n")
    else:
        nb.add("VACCINE                   DATE GIVEN   DOSE   ROUTE  SITE        GIVEN BY         CLINIC\n")
    vs = r.sample(VACC, r.randrange(4, 8))
    for i, (v, route, site) in enumerate(vs):
        d = c.today - dt.timedelta(days=r.randrange(0, 3000))
        who = r.choice(c.docs[2:] + [Clin(r, "LPN")])
        cl = r.choice([c.clinic, c.pharmacy, c.clinic])
        dose = r.choice(["1", "2", "0.5 mL", "booster"])
        ds = D(r, d, r.choice(["mdy0", "mdy0", "iso"]))
        wn = P(f"{who.first[0]}. {who.last}", "DOCTOR")
        if pipe:
            nb.f("| {v} | {d} | {dose} | {rt}/{s} | {w} | {cl} |\n", v=v, d=ds, dose=dose, rt=route, s=site, w=wn, cl=P(cl, "HOSPITAL"))
        else:
            nb.f(v.ljust(26) + "{d}   " + dose.ljust(7) + route.ljust(7) + site.ljust(12) + "{w}   {cl}\n", d=ds, w=wn,
                 cl=P(cl, "HOSPITAL"))
    nb.f("\nHistory of disease: varicella {v}.\nContraindications: none recorded.\n",
         v=[r.choice(["in childhood, ", "age "]), P(str(r.randrange(3, 9)), "AGE")] if r.random() < 0.5 else ["in ", P(str(c.dob.year + r.randrange(3, 9)), "DATE")])
    nb.f("Verified by {v} at {cl}, {a}. Kiosk check-in biometric {b}.\n", v=c.docs[2].sig(r, "credc"), cl=P(c.clinic, "HOSPITAL"),
         a=c.clinic_addr_p(), b=P(bioid(r), "BIOID"))
    nb.f("This record may be used for school/work ({org}). Verify online at {u}.\n",
         org=P(r.choice([c.school, c.employer]), "ORGANIZATION"), u=P(url(r, "iis.example.gov".replace(".gov", ".org")), "URL"))
    return nb, "immunization_record_printout"


def referral(r):
    c = Case(r, "F", 17, 46)
    nb = NB()
    mfm = Clin(r, "MD")
    nb.f("{cl}\n{a}\nPhone {ph}   Fax {fx}\n\n{d}\n\n", cl=P(c.clinic, "HOSPITAL"), a=c.clinic_addr_p(), ph=P(c.clinic_phone, "PHONE"),
         fx=P(c.clinic_fax, "FAX"), d=c.date(style=r.choice(["long", "dmy", "mdy"])))
    nb.f("To: {m}\nMaternal-Fetal Medicine, {h}\nFax: {fx}\n\n", m=mfm.sig(r, r.choice(["dr", "credc"])), h=P(c.hospital, "HOSPITAL"),
         fx=P(phone(r), "FAX"))
    nb.f("RE: {n}   DOB {dob}   MRN {mrn}\nInsurance: {ins}, member {mem}, group {gr}\nSSN (for prior auth): {ssn}\n\n",
         n=c.pt.form(r, r.choice(["caps", "full", "lastfirst"])), dob=c.dob_p(), mrn=P(c.mrn, "MRN"), ins=P(c.insurer, "ORGANIZATION"),
         mem=P(c.member, "HEALTHPLAN"), gr=P(c.group, "HEALTHPLAN"), ssn=P(c.ssn, "SSN"))
    nb.f("Dear Dr {ml},\n\nThank you for seeing {n}, a {age} {gp} at {g}, ", ml=P(mfm.last, "DOCTOR"),
         n=c.pt.form(r, r.choice(["title", "full", "first"])), age=c.age_p(r.choice(["year", "words", "yo"])), gp=gp(r), g=ga(r, 10, 32))
    reason = r.choice(["chronic hypertension on labetalol", "pregestational type 2 diabetes (HbA1c 7.8%)", "prior preterm birth at 31 weeks",
                       "twin gestation, di/di", "history of stillbirth", "lupus with positive anti-Ro", "BMI 44 and OSA"])
    nb.f("referred for {rs}. Her EDD is {edd}. ", rs=reason, edd=D(r, c.days(r.randrange(60, 200)), r.choice(["long", "mdy", "mdy0"])))
    nb.f("Previous pregnancy: delivered {y} at {h2} in {city}, {st}; ", y=P(str(c.today.year - r.randrange(2, 8)), "DATE"),
         h2=P(r.choice(PL.HOSPITALS), "HOSPITAL"), city=P(r.choice(PL.CITIES)[0], "CITY"), st=P(r.choice(PL.CITIES)[1], "STATE"))
    nb.add(r.choice(["complicated by severe preeclampsia. ", "uncomplicated. ", "complicated by PPH requiring 2 units pRBC. "]))
    nb.f("Her first pregnancy was in {ctry}, records unavailable.\n\n" if r.random() < 0.6 else "\n\n", ctry=P(c.country, "COUNTRY"))
    nb.add(f"Current meds: {', '.join(r.sample(PL.DRUGS, 3))}.\nRecent: {vitals(r, True)}. {labs_line(r, True)}.\n\n")
    social(nb, r, c)
    nb.f("\nShe can be reached at {ph} or {em}; home address {a}. Preferred language {lang}.\n", ph=P(c.cell, "PHONE"),
         em=P(c.email, "EMAIL"), a=c.addr(), lang=r.choice(["English", "Spanish", "Tongan", "Dari", "Vietnamese", "Navajo"]))
    nb.f("Prior authorization {pa} approved through {d}.\n", pa=P("PA" + digits(r, 9), "IDNUM"),
         d=D(r, c.days(r.randrange(60, 180)), r.choice(["mdy0", "my_num", "long"])))
    nb.f("\nWith thanks,\n{doc}\nNPI {npi}\n", doc=c.docs[0].sig(r, "credc"), npi=P(c.docs[0].npi, "LICENSE"))
    return nb, "mfm_referral_letter"
