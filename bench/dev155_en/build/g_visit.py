"""Office-visit genres: annual wellness, gynaecology clinic, contraception counselling, colposcopy."""
import datetime as dt

import pools as PL
from common import header, signature, social, vitals, labs_line, gp
from phi import P, D, NB, Case, Person, digits, holiday, idnum, device_sn, phone, url, fmt_date


def awv(r):
    sex = "F" if r.random() < 0.75 else "M"
    c = Case(r, sex, 40, 97)
    nb = NB()
    header(nb, r, c, r.choice(["Annual Wellness Visit", "Medicare Annual Wellness Visit (subsequent)", "Preventive Visit / AWV"]))
    he = "She" if sex == "F" else "He"
    nb.f("SUBJECTIVE\n{n} is a {age} {sx} here for annual wellness visit, accompanied by {rel} {fam}. ",
         n=c.pt.form(r, r.choice(["full", "title", "first"])), age=c.age_p(r.choice(["year", "words", "yo"])),
         sx="woman" if sex == "F" else "man", rel=r.choice(["daughter", "son", "niece", "neighbor", "spouse"]),
         fam=Person(r, r.choice("FM"), "FAMILY").full())
    nb.f("Last AWV {d1}. Last seen by {d2} on {d3} for {why}. ", d1=c.date(c.days(-r.randrange(330, 420)), r.choice(["my", "mdy", "long"])),
         d2=c.docs[1].sig(r), d3=c.date(c.days(-r.randrange(20, 200)), "md"),
         why=r.choice(["HTN follow-up", "URI", "knee pain", "medication refill", "dizziness"]))
    nb.f("{he} reports a fall near {lm} around {h}; no LOC, no fracture. ", he=he, lm=P(r.choice(PL.LANDMARKS).replace("the ", ""), "LOCATION_OTHER"),
         h=holiday(r))
    if c.age > 60:
        nb.f("Retired {prof}; lives alone at {st} and still drives (plate {pl}). ", prof=P(c.prof, "PROFESSION"),
             st=P(c.street, "STREET"), pl=P(r.choice(["7KRT204", "BXN-4471", "3MWZ118", "HJL 902", "629 TPA"]) if r.random() < 0.3 else "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(3)) + digits(r, 4), "VEHICLE"))
    else:
        social(nb, r, c)
    nb.add("\nPMH: " + ", ".join(r.sample(["hypertension", "type 2 diabetes", "hyperlipidemia", "hypothyroidism", "OA of knees",
                                             "GERD", "osteopenia", "depression", "Hashimoto thyroiditis", "Raynaud phenomenon"], 3)) + "\n")
    nb.add("Medications:\n" + "".join(f"  - {m}\n" for m in r.sample(PL.DRUGS, r.randrange(3, 6))))
    nb.add(f"Vitals: {vitals(r)}\n")
    nb.add(f"PHQ-2 score {r.randrange(0, 4)}; Mini-Cog {r.randrange(3, 6)}/5; Timed Up and Go {r.randrange(8, 16)} s. "
           f"Hearing whisper test normal. Snellen 20/{r.choice([20, 25, 30, 40])} OU.\n")
    nb.add(f"Labs: {labs_line(r)}\n\n")
    nb.add("PREVENTIVE SCREENING\n")
    rows = [("Mammogram", c.days(-r.randrange(200, 700))), ("Colonoscopy", c.days(-r.randrange(900, 3000))),
            ("DEXA", c.days(-r.randrange(300, 1500))), ("Pneumococcal (PCV20)", c.days(-r.randrange(100, 900))),
            ("Shingrix #2", c.days(-r.randrange(60, 900))), ("Tdap", c.days(-r.randrange(400, 3000)))]
    if sex == "M":
        rows[0] = ("AAA ultrasound", rows[0][1])
    for name, d in rows:
        nb.f("  {nm:<22}last {d:<14}{st}\n".replace("{nm:<22}", name.ljust(22)).replace("{d:<14}", "{d}  "),
             d=D(r, d, r.choice(["mdy0", "my_num", "y", "mon3"])), st=r.choice(["up to date", "due", "declined", "ordered"]))
    nb.f("\nAdvance directive on file; health care proxy is {rel} {fam}, tel {ph}.\n",
         rel=r.choice(["daughter", "son", "sister", "friend"]), fam=Person(r, r.choice("FM"), "FAMILY").form(r, "full"),
         ph=P(phone(r), "PHONE"))
    nb.f("PLAN: BP recheck in 3 months; refer to Dr. {ref} (Podiatry) at {hosp}; follow-up {fu}.\n",
         ref=P(r.choice(PL.SURNAMES), "DOCTOR"), hosp=P(c.hospital, "HOSPITAL"),
         fu=c.date(c.days(r.randrange(80, 120)), r.choice(["wd_long", "long", "mdy"])))
    signature(nb, r, c)
    return nb, "annual_wellness_visit"


def gyn_clinic(r):
    c = Case(r, "F", 16, 72)
    nb = NB()
    header(nb, r, c, r.choice(["Gynecology Clinic Note", "GYN Office Visit", "Gynecology Problem Visit"]), doc=c.docs[r.choice([0, 1])])
    cc = r.choice(["pelvic pain", "vulvar itching", "abnormal Pap follow-up", "pelvic pressure"]
                  + (["postmenopausal bleeding", "vaginal dryness"] if c.age >= 52 else ["heavy menstrual bleeding", "missed periods"]))
    nb.f("CC: {cc}\n\nHPI: {n} is a {age} {gp} who presents with {cc}. LMP {lmp}. ", cc=cc,
         n=c.pt.form(r, r.choice(["full", "title", "mi", "first"])), age=c.age_p(), gp=gp(r),
         lmp=c.date(c.days(-r.randrange(10, 90)), r.choice(["md", "mdy", "mon_day", "wd_short"])))
    nb.f("Symptoms began after {h}, worse since {d}. Seen at {hosp} ED on {d2} -- TVUS showed a {cm} cm simple cyst. ",
         h=holiday(r), d=c.date(c.days(-r.randrange(5, 40)), "mon_day"), hosp=P(c.hospital, "HOSPITAL"),
         d2=c.date(c.days(-r.randrange(3, 30)), r.choice(["mdy", "md", "mdy0"])), cm=f"{r.randrange(2, 7)}.{r.randrange(10)}")
    nb.add(r.choice(["Denies fever, dysuria. ", "Reports dyspareunia. ", "No post-coital bleeding. "]))
    nb.f("Pap history: NILM/HPV neg {y}. Sister {sis} had ovarian cancer at {sa}; BRCA testing discussed.\n",
         y=P(str(c.today.year - r.randrange(1, 5)), "DATE"), sis=Person(r, "F", "FAMILY", last=c.pt.last).form(r, "first"),
         sa=P(str(r.randrange(38, 62)), "AGE"))
    nb.add("\nSocial: ")
    social(nb, r, c)
    nb.add(f"\nExam: {vitals(r)}\nAbdomen soft, NT. External genitalia normal; Bartholin glands non-tender. "
           f"Speculum: cervix parous, no lesions. Bimanual: uterus {r.choice(['8', '10', '12', '14'])}-week size, mobile; no CMT; "
           f"adnexa {r.choice(['non-tender', 'R fullness', 'L tender'])}.\n")
    nb.f("Labs: {labs}. Urine hCG negative. GC/CT NAAT sent (order {o}).\n", labs=labs_line(r), o=P(idnum(r), "IDNUM"))
    nb.add("\nA/P:\n1. " + cc.capitalize() + " -- " + r.choice(["repeat TVUS in 6-8 weeks", "endometrial biopsy today",
                                                                   "start tranexamic acid 1300 mg TID x5d with menses",
                                                                   "pelvic floor PT referral"]) + ".\n")
    nb.f("2. Health maintenance: mammogram scheduled {d} at {hosp} imaging.\n",
         d=c.date(c.days(r.randrange(7, 60)), r.choice(["mdy", "long", "wd_short"])), hosp=P(c.hospital, "HOSPITAL"))
    nb.f("3. RTC {d}. Call {ph} with questions; results via portal ({u}).\n",
         d=c.date(c.days(r.randrange(30, 90)), r.choice(["mon3", "mdy0", "long"])), ph=P(c.clinic_phone, "PHONE"), u=P(url(r), "URL"))
    signature(nb, r, c, c.docs[r.choice([0, 1])])
    return nb, "gynecology_clinic_note"


def contraception(r):
    c = Case(r, "F", 15, 46)
    nb = NB()
    if r.random() < 0.5:
        header(nb, r, c, "Contraception Counseling", doc=c.docs[1])
    else:
        nb.f("Family Planning Visit -- {d}\n{n}, {age}, MRN {mrn}\nSeen by {doc} with MA {ma}\n\n",
             d=c.date(style=r.choice(["wd_long", "mdy", "dmy"])), n=c.pt.form(r, "lastfirst"), age=c.age_p(r.choice(["F", "yo", "yo_nos"])),
             mrn=P(c.mrn, "MRN"), doc=c.docs[1].sig(r), ma=c.docs[3].form(r, r.choice(["full", "first"])))
    method = r.choice(PL.CONTRACEPTIVES[:4])
    nb.f("{n} presents requesting contraception. Current method: {cur}. LMP {lmp}. Last unprotected intercourse {u}. ",
         n=c.pt.form(r, r.choice(["first", "title", "full"])), cur=r.choice(PL.CONTRACEPTIVES[4:]),
         lmp=c.date(c.days(-r.randrange(5, 28)), r.choice(["md", "mon_day", "mdy"])),
         u=c.date(c.days(-r.randrange(2, 20)), r.choice(["wd_short", "md", "mon_day"])))
    nb.add(f"Urine hCG negative today at 10:{r.randrange(10, 59)}. No migraine with aura, no VTE history; BP {r.randrange(102, 130)}/{r.randrange(60, 84)}. "
           "US MEC category 1 for all methods discussed.\n\n")
    nb.add("COUNSELING\nReviewed tiered effectiveness (LARC > injectable > pill/patch/ring > barrier). Discussed "
           + ", ".join(r.sample(PL.CONTRACEPTIVES, 4)) + ". Emergency contraception (ulipristal 30 mg) offered.\n")
    nb.f("She works as a {prof} with rotating shifts and prefers a method that does not need daily dosing. "
         "Partner {pn} attended the visit with her consent.\n", prof=P(c.prof, "PROFESSION"), pn=c.partner.form(r, "full"))
    nb.f("\nPROCEDURE: {m} placed. Device serial/lot {sn}, exp {exp}. ", m=method,
         sn=P(device_sn(r), "DEVICE"), exp=r.choice(["2027-03", "03/2028", "2026-11"]))
    nb.add(f"Uterus sounded to {r.randrange(6, 9)}.{r.randrange(10)} cm. Tolerated well; strings trimmed to 3 cm.\n" if "IUD" in method
           else "Placed in non-dominant arm, 8 cm above medial epicondyle; palpated by patient and clinician.\n" if "implant" in method
           else "Given IM deltoid. Next injection window 11-15 weeks.\n")
    nb.f("Removal/replacement due by {d}. Device card given. Registry ID {rid}.\n",
         d=c.date(c.days(r.randrange(3, 8) * 365), r.choice(["my", "y", "mdy"])), rid=P(device_sn(r), "DEVICE"))
    nb.f("\nConsent signed {d}. Interpreter {it} ({lang}, ID {iid}) used by phone.\n", d=c.date(style="mdy0"),
         it=Person(r, "F", "DOCTOR").full(), lang=r.choice(["Spanish", "Vietnamese", "Arabic", "Twi", "Polish", "Nepali"]),
         iid=P(digits(r, 6), "IDNUM"))
    nb.f("Follow-up string check {d} or PRN. Pharmacy: {ph}, {pc}.\n", d=c.date(c.days(r.randrange(28, 45)), r.choice(["md", "mon_day", "wd_short"])),
         ph=P(c.pharmacy, "HOSPITAL"), pc=P(phone(r), "PHONE"))
    signature(nb, r, c, c.docs[1])
    return nb, "contraception_counseling_note"


def colpo(r):
    c = Case(r, "F", 21, 65)
    nb = NB()
    header(nb, r, c, "Colposcopy Report", "Procedure date", doc=c.docs[0])
    nb.f("Referring provider: {ref} ({cl}); fax {fx}\n", ref=c.docs[1].sig(r), cl=P(r.choice(PL.CLINICS), "HOSPITAL"),
         fx=P(phone(r), "FAX"))
    nb.f("Indication: Pap {d} {res}; HPV {hpv}. Prior LEEP {y}? {yn}.\n", d=c.date(c.days(-r.randrange(20, 90)), r.choice(["mdy", "mdy0", "iso"])),
         res=r.choice(["ASC-US", "LSIL", "HSIL", "ASC-H", "AGC"]), hpv=r.choice(["16 positive", "18/45 positive", "other HR positive", "negative"]),
         y=P(str(c.today.year - r.randrange(3, 12)), "DATE"), yn=r.choice(["Yes", "No"]))
    nb.f("Cytology accession {acc}.\n\n", acc=P(idnum(r), "IDNUM"))
    nb.f("Patient: {age}, {gp}, LMP {lmp}, urine hCG neg. Consent obtained. Chaperone: {ch}.\n",
         age=c.age_p(r.choice(["yo", "year", "y/o", "F"])), gp=gp(r), lmp=c.date(c.days(-r.randrange(4, 25)), "md"),
         ch=c.docs[3].sig(r, "cred"))
    tz = r.choice(["1", "2", "3"])
    nb.add(f"\nFINDINGS\nAdequacy: adequate; SCJ fully visualized; transformation zone type {tz}.\n"
           f"After 5% acetic acid: {r.choice(['dense acetowhite epithelium', 'thin acetowhite', 'fine punctation', 'coarse mosaicism'])} "
           f"at {r.choice(['3', '6', '9', '12'])} o'clock; Lugol's iodine non-staining. Swede score {r.randrange(2, 9)}.\n")
    nb.add("Biopsies:\n")
    for i, pos in enumerate(r.sample(["12 o'clock", "3 o'clock", "6 o'clock", "9 o'clock"], r.randrange(1, 4))):
        nb.f("  ({i}) cervical bx at {pos} -- specimen {sp}\n", i="ABC"[i], pos=pos, sp=P(idnum(r), "IDNUM"))
    nb.add(f"  ECC {r.choice(['performed', 'not performed (pregnant)', 'performed'])}\nHemostasis with Monsel's solution. EBL < 5 mL.\n")
    nb.f("\nPathology to {lab}; requisition {rq}. Results expected by {d}.\n", lab=P(c.hospital, "HOSPITAL"),
         rq=P(idnum(r), "IDNUM"), d=c.date(c.days(r.randrange(5, 14)), r.choice(["wd_long", "mdy", "mon_day"])))
    nb.f("Patient prefers contact by e-mail ({em}) or mobile {ph}. ", em=P(c.email, "EMAIL"), ph=P(c.cell, "PHONE"))
    nb.add("Plan: per ASCCP risk-based guidelines; pelvic rest 48 hours.\n")
    signature(nb, r, c, c.docs[0])
    return nb, "colposcopy_report"
