"""Obstetric genres: prenatal flow sheet, L&D summary, postpartum discharge, OB ultrasound, lactation consult."""
import datetime as dt

import pools as PL
from common import header, signature, social, vitals, labs_line, gp, ga
from phi import P, D, NB, Case, Person, Clin, digits, holiday, idnum, device_sn, phone, url, bioid, plate, vin


def _edd(c, r, ga_days):
    lmp = c.today - dt.timedelta(days=ga_days)
    return lmp, lmp + dt.timedelta(days=280)


def prenatal_flow(r):
    c = Case(r, "F", 17, 44)
    nb = NB()
    gad = r.randrange(26 * 7, 39 * 7)
    lmp, edd = _edd(c, r, gad)
    if r.random() < 0.5:
        header(nb, r, c, "Prenatal Flow Sheet", doc=c.docs[1])
    else:
        nb.f("PRENATAL RECORD  |  {cl}\nName: {n}    DOB {dob} ({age})    MRN {mrn}\n", cl=P(c.clinic, "HOSPITAL"),
             n=c.pt.form(r, r.choice(["caps", "lastfirst"])), dob=c.dob_p(), age=c.age_p(r.choice(["yo", "y/o", "yo_nos"])),
             mrn=P(c.mrn, "MRN"))
        nb.f("Address: {a}\nPhone: {ph}   Alt: {ph2}\n", a=c.addr(), ph=P(c.cell, "PHONE"), ph2=P(c.phone, "PHONE"))
    nb.f("{gp}  LMP {lmp}  EDD {edd} (by {by})  Blood type {bt}\n", gp=gp(r), lmp=D(r, lmp, r.choice(["mdy0", "mdy", "iso"])),
         edd=D(r, edd, r.choice(["mdy0", "mdy", "long", "iso"])), by=r.choice(["LMP c/w 8 wk US", "11 wk CRL", "IVF transfer"]),
         bt=r.choice(["O+", "A+", "B-", "AB+", "O-", "A-"]))
    nb.f("Support person: {pn} ({role}), {ph}. Delivering at {hosp}.\n", pn=c.partner.full(), role=c.partner_role,
         ph=P(phone(r), "PHONE"), hosp=P(c.hospital, "HOSPITAL"))
    pipe = r.random() < 0.5
    if pipe:
        nb.add("\n| Date | GA | Wt (lb) | BP | Urine P/G | FH (cm) | FHR | Edema | Provider |\n|---|---|---|---|---|---|---|---|---|\n")
    else:
        nb.add("\nDate        GA       Wt    BP       U P/G   FH   FHR   Edema  Prov\n")
    n = r.randrange(4, 9)
    step = r.choice([7, 14, 14, 21]) if gad > 30 * 7 else 7
    w = r.randrange(130, 210)
    for i in range(n):
        d = c.today - dt.timedelta(days=(n - 1 - i) * step)
        gw = max(8, (gad - (c.today - d).days) // 7)
        prov = r.choice(c.docs[:3])
        vals = [f"{gw}+{r.randrange(7)}", str(w + i * 2), f"{r.randrange(100, 142)}/{r.randrange(58, 90)}",
                r.choice(["neg/neg", "tr/neg", "neg/tr", "1+/neg"]), str(gw if gw > 20 else "--"),
                str(r.randrange(128, 162)), r.choice(["none", "trace", "1+"])]
        ds = D(r, d, "mdy0")
        ini = P(f"{prov.first[0]}{prov.last[0]}", "DOCTOR")
        if pipe:
            nb.f("| {d} | " + " | ".join(vals) + " | {p} |\n", d=ds, p=ini)
        else:
            nb.f("{d}  " + "  ".join(v.ljust(6) for v in vals) + "{p}\n", d=ds, p=ini)
    nb.add("\nPROBLEM LIST\n")
    nb.add("- " + r.choice(["A1GDM, diet controlled", "gestational hypertension", "anemia of pregnancy",
                            "AMA", "history of LTCS, desires TOLAC", "Rh negative -- RhIG given at 28 wk"]) + "\n")
    nb.f("- Tdap given {d}; flu vaccine {d2}\n", d=c.date(c.days(-r.randrange(3, 40)), "md"),
         d2=c.date(c.days(-r.randrange(30, 120)), r.choice(["md", "mon_day", "mdy"])))
    nb.f("- Works as {prof}; employer {emp} letter for light duty written {d}\n", prof=P(c.prof, "PROFESSION"),
         emp=P(c.employer, "ORGANIZATION"), d=c.date(c.days(-r.randrange(1, 20)), "mdy"))
    nb.add(f"\nLabs: {labs_line(r, True)}\n")
    nb.f("Next visit {d} with {doc}. Growth US ordered (order #{o}).\n",
         d=c.date(c.days(r.randrange(7, 15)), r.choice(["wd_long", "wd_short", "mdy"])), doc=c.docs[0].sig(r), o=P(idnum(r), "IDNUM"))
    return nb, "prenatal_flow_sheet"


def ld_summary(r):
    c = Case(r, "F", 16, 45)
    nb = NB()
    dd = c.today
    adm = dd - dt.timedelta(days=r.randrange(0, 2))
    header(nb, r, c, r.choice(["Labor and Delivery Summary", "Delivery Note", "L&D Summary"]), "Delivery date", doc=c.docs[r.choice([0, 1])])
    nb.f("Admitted {a} to {unit}, room {rm}, for {why}. ", a=D(r, adm, r.choice(["mdy", "mdy0", "wd_short"])),
         unit=P(c.unit, "HOSPITAL"), rm=P(c.room, "LOCATION_OTHER"),
         why=r.choice(["spontaneous labor", "PROM", "IOL for postdates", "IOL for gHTN", "scheduled repeat cesarean"]))
    nb.f("{n} is a {age} {gp} at {ga} by {by}.\n", n=c.pt.form(r, r.choice(["full", "title", "first"])),
         age=c.age_p(r.choice(["yo", "year", "y/o", "yo_nos", "words"])), gp=gp(r), ga=ga(r, 35, 41),
         by=r.choice(["LMP", "first-trimester US"]))
    nb.add(f"GBS {r.choice(['negative', 'positive -- PCN G x2 doses adequate', 'unknown -- ampicillin given'])}. "
           f"Cervix on admission {r.randrange(1, 6)}/{r.choice([50, 60, 70, 80, 90])}/{r.choice(['-3', '-2', '-1', '0'])}; Bishop score {r.randrange(3, 11)}. "
           f"Foley bulb placed at 14:{r.randrange(10, 59)}, Pitocin started at 2 mU/min.\n")
    nb.add(f"Epidural placed at {r.randrange(1, 24):02d}:{r.randrange(60):02d} by anesthesia ")
    nb.f("({an}). FHR category {cat} throughout; internal monitor serial {sn}.\n", an=Clin(r, "MD").sig(r, "dr"),
         cat=r.choice(["I", "I-II"]), sn=P(device_sn(r), "DEVICE"))
    bs = c.baby.sex
    mode = r.choice(["NSVD", "NSVD", "vacuum-assisted vaginal delivery", "primary LTCS", "repeat LTCS"])
    nb.f("\nDELIVERY: {mode} on {d} at {t} of a liveborn {sx}, \"{bn}\", Apgars {a1}/{a2}, weight {wt} g. ",
         mode=mode, d=D(r, dd, r.choice(["wd_long", "mdy", "long", "mdy0"])), t=f"{r.randrange(24):02d}{r.randrange(60):02d}",
         sx="female" if bs == "F" else "male", bn=c.baby.form(r, "first"), a1=r.randrange(6, 10), a2=r.randrange(8, 10),
         wt=r.randrange(2600, 4300))
    nb.add(f"Placenta delivered intact, 3-vessel cord. {r.choice(['2nd degree laceration repaired with 3-0 Vicryl', 'intact perineum', '1st degree, hemostatic, not repaired'])}. "
           f"QBL {r.randrange(200, 1100)} mL. TXA {r.choice(['not given', '1 g IV given'])}.\n")
    nb.f("Cord blood type and Coombs sent (specimen {sp}). Infant to {nic} with MRN {bm}; banding ID {band}.\n",
         sp=P(idnum(r), "IDNUM"), nic=r.choice(["newborn nursery", "NICU (TTN)", "mother's room (rooming-in)"]),
         bm=P(digits(r, 8), "MRN"), band=P("NB-" + digits(r, 5), "IDNUM"))
    nb.f("Infant footprints and maternal thumbprint recorded, biometric ID {bio}.\n", bio=P(bioid(r), "BIOID"))
    nb.f("\nPresent: {a}, {b} (primary RN), {cc} (peds). Support: {role} {pn}", a=c.docs[0].sig(r), b=c.docs[2].form(r, "full"),
         cc=Clin(r, "MD").sig(r, "drnodot"), role=c.partner_role, pn=c.partner.form(r, r.choice(["full", "first"])))
    if r.random() < 0.5:
        nb.f(" and doula {dl}", dl=Person(r, "F", "FAMILY").full())
    nb.add(".\n")
    nb.f("Parking validation for partner's vehicle, plate {pl} ({st}), VIN {v}.\n" if r.random() < 0.3 else
         "Partner's car (plate {pl}, {st}) moved from ED bay.\n", pl=P(plate(r, c.st), "VEHICLE"), st=P(c.st, "STATE"),
         v=P(vin(r), "VIN" if False else "VEHICLE"))
    nb.f("Postpartum plan: {meth}; breastfeeding; Rh {rh}. Pediatrician: {ped} at {cl}.\n", meth=r.choice(PL.CONTRACEPTIVES),
         rh=r.choice(["positive", "negative, RhIG within 72 h"]), ped=Clin(r, "MD").sig(r, "dr"), cl=P(r.choice(PL.CLINICS), "HOSPITAL"))
    signature(nb, r, c, c.docs[0], dd)
    return nb, "labor_delivery_summary"


def pp_discharge(r):
    c = Case(r, "F", 16, 45)
    nb = NB()
    dd = c.today - dt.timedelta(days=r.randrange(1, 4))
    adm = dd - dt.timedelta(days=r.randrange(0, 2))
    k = r.randrange(2)
    if k == 0:
        nb.f("{hosp}\nPOSTPARTUM DISCHARGE SUMMARY\n\nPatient: {n}   MRN: {mrn}   Acct: {ac}\n", hosp=P(c.hospital, "HOSPITAL"),
             n=c.pt.form(r, "caps"), mrn=P(c.mrn, "MRN"), ac=P(c.acct, "ACCOUNT"))
        nb.f("Admission: {a}   Delivery: {d}   Discharge: {dc}\n", a=D(r, adm, "mdy0"), d=D(r, dd, "mdy0"), dc=c.date(style="mdy0"))
    else:
        nb.f("Discharge Summary -- Obstetrics\n{n} | DOB {dob} | {age} | MRN {mrn}\n", n=c.pt.form(r, "full"), dob=c.dob_p(),
             age=c.age_p(r.choice(["yo", "F", "y/o"])), mrn=P(c.mrn, "MRN"))
        nb.f("Hospital course {a} - {dc}; unit {u}, bed {b}\n", a=D(r, adm, "mon_day"), dc=c.date(style="long"),
             u=P(c.unit, "HOSPITAL"), b=P(c.bed, "LOCATION_OTHER"))
    nb.f("Attending: {a}   Discharging provider: {b}\n\n", a=c.docs[0].sig(r), b=c.docs[1].sig(r))
    nb.add(f"DIAGNOSES\n1. {r.choice(['Term', 'Late preterm'])} pregnancy, delivered\n2. "
           f"{r.choice(['Postpartum anemia (Hgb 8.9)', 'Preeclampsia without severe features', 'Perineal laceration, 2nd degree', 'Post-op state s/p LTCS'])}\n\n")
    nb.f("COURSE\nDelivered {d} via {m}; infant {bn} ({sx}, {wt} g) rooming in. ", d=D(r, dd, r.choice(["md", "mon_day", "wd_short"])),
         m=r.choice(["NSVD", "LTCS", "VAVD"]), bn=c.baby.form(r, r.choice(["full", "first"])), sx=c.baby.sex, wt=r.randrange(2500, 4200))
    nb.add(f"Postpartum course {r.choice(['uncomplicated', 'notable for BP 152/98 x2, started nifedipine', 'notable for IV iron sucrose'])}. "
           f"Voiding, ambulating, pain controlled. Fundus firm at U-{r.randrange(1, 3)}. Lochia moderate.\n")
    nb.add(f"Discharge labs: {labs_line(r)}\n")
    nb.add("Discharge meds:\n" + "".join(f"  * {m}\n" for m in r.sample(PL.DRUGS, 4)))
    nb.f("Pharmacy: {ph} ({pp})\n", ph=P(c.pharmacy, "HOSPITAL"), pp=P(phone(r), "PHONE"))
    nb.f("\nFOLLOW-UP\n  BP check: {d1} at {cl}\n  Comprehensive postpartum visit: {d2} with {doc}\n",
         d1=D(r, c.days(r.randrange(3, 8)), r.choice(["wd_short", "mdy", "md"])), cl=P(c.clinic, "HOSPITAL"),
         d2=D(r, c.days(r.randrange(21, 43)), r.choice(["wd_long", "long", "mdy0"])), doc=c.docs[1].sig(r))
    nb.f("  Newborn weight check: Dr. {ped}, {ppc}\n", ped=P(r.choice(PL.SURNAMES), "DOCTOR"), ppc=P(phone(r), "PHONE"))
    nb.f("EPDS {e}. Home visit by public health nurse {rn} arranged for {a}.\n", e=r.randrange(0, 14),
         rn=Person(r, "F", "DOCTOR").form(r, "full"), a=c.addr())
    nb.f("Return precautions reviewed with patient and {role} {pn}: HA, vision changes, heavy bleeding (>1 pad/hr), fever > 100.4 F, "
         "calf pain, thoughts of self-harm. 24-h line {ph}.\n", role=c.partner_role, pn=c.partner.form(r, "first"),
         ph=P(phone(r, ext=True), "PHONE"))
    signature(nb, r, c, c.docs[1], c.today)
    return nb, "postpartum_discharge_summary"


def ob_us(r):
    c = Case(r, "F", 17, 45)
    nb = NB()
    gad = r.randrange(11 * 7, 36 * 7)
    lmp, edd = _edd(c, r, gad)
    nb.f("{hosp} -- Maternal-Fetal Imaging\nOBSTETRIC ULTRASOUND REPORT\n\n", hosp=P(c.hospital, "HOSPITAL"))
    nb.f("Patient: {n}   DOB: {dob}   MRN: {mrn}\nExam date: {d}   Accession: {acc}\nReferring: {ref}   Sonographer: {son}\n",
         n=c.pt.form(r, r.choice(["caps", "lastfirst", "full"])), dob=c.dob_p(), mrn=P(c.mrn, "MRN"), d=c.date(style="mdy0"),
         acc=P(idnum(r), "IDNUM"), ref=c.docs[1].sig(r), son=[P(f"{Person(r).first} {Person(r).last}", "DOCTOR"), ", RDMS"])
    nb.f("Machine: Voluson E10 (unit SN {sn}), workstation {ip}\n\n", sn=P(device_sn(r), "DEVICE"), ip=P(__import__("phi").ip(r), "IPADDR"))
    nb.f("Indication: {ind}. LMP {lmp}; EDD by dates {edd}.\n", ind=r.choice(["anatomy survey", "growth, A1GDM", "NT screen", "size < dates", "AMA"]),
         lmp=D(r, lmp, r.choice(["mdy", "mdy0"])), edd=D(r, edd, r.choice(["mdy", "long", "mdy0"])))
    bpd = r.randrange(20, 90)
    nb.add(f"\nBIOMETRY\n  BPD   {bpd} mm\n  HC    {bpd * 3 + r.randrange(10, 30)} mm\n  AC    {bpd * 3 + r.randrange(-10, 20)} mm\n"
           f"  FL    {bpd * 3 // 4} mm\n  EFW   {r.randrange(300, 3400)} g ({r.randrange(5, 95)} %ile, Hadlock)\n"
           f"  AFI   {r.randrange(60, 220) / 10:.1f} cm   MVP {r.randrange(2, 8)}.{r.randrange(10)} cm\n"
           f"  FHR   {r.randrange(125, 165)} bpm\n  Placenta {r.choice(['posterior', 'anterior', 'fundal'])}, no previa. Cervical length {r.randrange(25, 45)} mm.\n")
    nb.f("\nIMPRESSION: Single live IUP at {g}, EDD remains {edd}. ", g=ga(r, 11, 36), edd=D(r, edd, r.choice(["md", "mdy"])))
    nb.add(r.choice(["Anatomy complete and normal. ", "Suboptimal views of the heart; repeat in 4 weeks. ", "EFW concordant. "]))
    nb.f("Repeat scheduled {d}.\n", d=D(r, c.days(r.randrange(14, 35)), r.choice(["wd_long", "mon_day", "mdy"])))
    nb.f("Images available at {u} (PACS study {st}).\n", u=P(url(r, "pacs.example.net"), "URL"), st=P(idnum(r), "IDNUM"))
    nb.f("\nInterpreted by {d}, Maternal-Fetal Medicine, on {w}. Report faxed to {fx}.\n", d=Clin(r, "MD").sig(r, "credc"),
         w=c.date(style=r.choice(["mdy", "mdy0"])), fx=P(c.clinic_fax, "FAX"))
    return nb, "obstetric_ultrasound_report"


def lactation(r):
    c = Case(r, "F", 17, 44)
    nb = NB()
    dd = c.today - dt.timedelta(days=r.randrange(1, 40))
    lc = Clin(r, "IBCLC")
    nb.f("LACTATION CONSULT{where}\nDate: {d}   Mother: {n}   MRN {mrn}\nInfant: {bn}   DOB {bd}   Infant MRN {bm}\n",
         where=r.choice(["", " -- outpatient", " -- inpatient"]), d=c.date(style=r.choice(["mdy", "mdy0", "long"])),
         n=c.pt.form(r, r.choice(["full", "caps", "lastfirst"])), mrn=P(c.mrn, "MRN"), bn=c.baby.form(r, r.choice(["full", "first"])),
         bd=D(r, dd, r.choice(["mdy", "mdy0"])), bm=P(mrn_baby(r), "MRN"))
    nb.f("Consultant: {lc}\n\n", lc=lc.sig(r, "credc"))
    nb.f("{n}, {age}, {gp}, is day {dol} postpartum after {m}. ", n=c.pt.form(r, r.choice(["first", "title"])),
         age=c.age_p(r.choice(["yo", "y/o", "F", "yo_nos"])), gp=gp(r), dol=(c.today - dd).days, m=r.choice(["NSVD", "LTCS"]))
    nb.add(f"Concerns: {r.choice(['nipple pain and cracking', 'low supply', 'infant sleepy at breast', 'engorgement', 'returning to work'])}. "
           f"Birth weight {r.randrange(2700, 4200)} g; today {r.randrange(2600, 4300)} g ({r.choice(['-6%', '-9%', 'regained BW', '+4%'])}). "
           f"Voids {r.randrange(4, 9)}, stools {r.randrange(2, 7)} per 24 h.\n")
    nb.add(f"Observed feed: latch score (LATCH) {r.randrange(5, 11)}/10; transfer {r.randrange(18, 70)} mL by test weight. "
           f"Mild Montgomery tubercle prominence; no mastitis. Tongue: {r.choice(['no restriction', 'Hazelbaker score 11 -- possible tie'])}.\n")
    nb.f("Returning to work as a {prof} at {emp} on {d}; pump rental serial {sn}.\n", prof=P(c.prof, "PROFESSION"),
         emp=P(c.employer, "ORGANIZATION"), d=D(r, c.days(r.randrange(14, 60)), r.choice(["mon_day", "mdy", "long"])),
         sn=P(device_sn(r), "DEVICE"))
    nb.f("Support: {role} {pn}; {gm} (grandmother) visiting from {ctry} until {d}.\n", role=c.partner_role,
         pn=c.partner.form(r, "first"), gm=c.mother.form(r, r.choice(["full", "first"])), ctry=P(c.country, "COUNTRY"),
         d=D(r, c.days(r.randrange(10, 50)), r.choice(["mon_day", "my", "md"])))
    nb.add("\nPLAN\n- Feed on cue 8-12x/24h; breast compression; pump 15 min after day feeds.\n"
           f"- Fenugreek not recommended; domperidone not used in US.\n- Nipple shield {r.choice(['24', '20'])} mm short-term.\n")
    nb.f("- Weight check {d} at {cl}.\n- Warmline {ph}; e-mail {em}.\n",
         d=D(r, c.days(r.randrange(2, 7)), r.choice(["wd_short", "wd_long", "md"])), cl=P(c.clinic, "HOSPITAL"),
         ph=P(phone(r), "PHONE"), em=P(__import__("phi").email(r, lc.first, lc.last), "EMAIL"))
    nb.f("\n{lc}\n", lc=lc.sig(r, "cred"))
    return nb, "lactation_consult_note"


def mrn_baby(r):
    return "B" + digits(r, 7)
