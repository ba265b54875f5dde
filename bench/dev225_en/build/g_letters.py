"""Letters and messages: referral letter, concussion return-to-learn (own
genre), patient portal message thread (own genre)."""
from doc import P
import phi as H
import clin as C
import pools as PL
from g_school import tname, teacher, gname


def clinic_addr(c, rng):
    if c.country == "US":
        st = "%d %s" % (rng.randrange(100, 9000), rng.choice(PL.US_STREETS + PL.US_NUMBERED))
        if rng.random() < 0.3:
            st += ", Suite %d" % rng.randrange(100, 500)
        return [P(st, "STREET"), ", ", P(c.city, "CITY"), ", ", P(c.state_abbr, "STATE"), " ",
                P(c.zip[:3] + H.digits(rng, 2), "ZIP")]
    st = "%d %s" % (rng.randrange(2, 400), rng.choice(PL.NZ_STREETS))
    if rng.random() < 0.3:
        st = "Level %d, " % rng.randrange(1, 4) + st
    return [P(st, "STREET"), ", ", P(c.city, "CITY"), " ", P(c.zip, "ZIP")]


SPECIALTY = [("Adolescent Medicine", "ongoing weight loss and bradycardia, ?restrictive eating disorder",
              "Weight has fallen from 54 kg to 46.2 kg over 5 months; resting HR 48.", "H"),
             ("Paediatric Endocrinology", "short stature and delayed puberty", "Height velocity 3.1 cm/yr; bone age delayed 2 y.", "H"),
             ("Youth Mental Health", "low mood, self-harm and school refusal", "PHQ-A 19 with two episodes of cutting.", "Y"),
             ("Gynaecology", "heavy menstrual bleeding with iron deficiency", "Ferritin 6, Hb 98, periods 8-10 days with flooding.", "H"),
             ("Paediatric Cardiology", "exertional syncope noted at sports physical",
              "Collapsed during 400 m, ECG showed borderline QTc 462 ms.", "H"),
             ("Sports Medicine", "recurrent shoulder subluxation", "Third anterior subluxation this season.", "H"),
             ("Dermatology", "severe nodulocystic acne for isotretinoin", "Failed 6 months doxycycline + topical adapalene.", "H"),
             ("Youth Alcohol & Drug Service", "escalating cannabis use", "Daily cannabis, lost job and truancy.", "Y"),
             ("Neurology", "new-onset seizure at school", "Witnessed GTC seizure in class ~2 min, post-ictal 20 min.", "H"),
             ("Gender-affirming care service", "gender incongruence, request for assessment", "AGE", "Y")]
HOSP = {"US": ["Mercy Valley Children's Hospital", "Providence Ridge Medical Center", "St. Columba Regional Hospital"],
        "NZ": ["Harbourview Hospital", "Southgate Children's Hospital"]}
YOUTH = {"US": ["Bright Path Youth Services", "Harborlight Behavioral Health", "Sunridge Adolescent Clinic"],
         "NZ": ["Te Puna Rangatahi Youth Service", "Manukura Youth One Stop Shop", "Kowhai Youth Health Hub"]}


def referral(d, c, rng):
    us = c.country == "US"
    ds = C.dstyle(rng, c)
    src = c.uni_clinic if c.setting == "uni" else c.clinic
    spec, reason, detail, kind = rng.choice([x for x in SPECIALTY if c.sex == "F" or x[0] != "Gynaecology"])
    dest = rng.choice([x for x in (HOSP if kind == "H" else YOUTH)[c.country] if x != src])
    if us:
        spec = spec.replace("Paediatric", "Pediatric").replace("Gynaecology", "Gynecology")
    d.f("{f}\n", f=P(src, "HOSPITAL"))
    d.put(clinic_addr(c, rng))
    d.f("\n{pl} {ph}  Fax {fx}\n", pl=rng.choice(["Ph", "Tel", "Phone"]), ph=P(c.clinic_phone, "PHONE"), fx=P(c.clinic_fax, "FAX"))
    if rng.random() < 0.5:
        d.f("{u}\n", u=P(H.url(rng, src), "URL"))
    d.f("\n{dt}\n\n", dt=C.D(c.visit, rng.choice([ds, "us_long" if us else "nz_long"])))
    rc = H.rand_clin(rng, c.country, ["MD", "DO", "MBChB", "FRACP"] if "Mental" not in spec and "Drug" not in spec else
                     ["MD", "PhD", "LCSW", "FRACP", "MNZAC", "RSW"])
    c.author = C.author(rng, c, "prov")
    d.f("{n}\n{sp}\n{h}\n", n=H.cname(rc, rng, rng.choice(["title_full", "full_cred"])), sp=spec, h=P(dest, "HOSPITAL"))
    if rng.random() < 0.6:
        d.put(clinic_addr(c, rng))
        d.t("\n")
    if rng.random() < 0.4:
        d.f("Fax: {fx}\n", fx=P(H.phone(c.country, rng, mobile=False), "FAX"))
    d.f("\nDear {n},\n\n", n=H.cname(rc, rng, "title_fam") if rc.title else rng.choice([P(rc.p.given, "DOCTOR"), "Colleague"]))
    d.f("Re: {pt}  DOB {dob}  {idl} {mrn}\n", pt=H.pname(c.pt, "PATIENT", rng, rng.choice(["caps", "full", "caps_lf"])),
        dob=C.D(c.dob, ds), idl="NHI" if not us else "MRN", mrn=P(c.mrn, "MRN"))
    d.f("     {ad}{ph}\n\n", ad=c.addr(rng), ph=["   Ph ", P(c.phone, "PHONE")] if rng.random() < 0.6 else "")
    af = rng.choice(["-year-old", "words"])
    d.f("Thank you for seeing {pt}, {art} {a} {who} {where}, with {r}.", pt=H.pname(c.pt, "PATIENT", rng, rng.choice(["given", "full"])),
        art=C.an(str(c.age) if af == "-year-old" else H.NUMW[c.age]), a=H.age_p(c.age, rng, af), r=reason,
        who="young woman" if c.sex == "F" else "young man",
        where=(["who attends ", P(c.school, "ORGANIZATION")] if c.setting != "uni" else ["studying at ", P(c.uni, "ORGANIZATION")]))
    d.t(" " + rng.choice(["I would be grateful for your assessment and advice.", "I would appreciate an urgent review.",
                          "Please see within 4-6 weeks if possible.", "Routine referral."]) + "\n\n")
    d.t("History: ")
    fs = rng.choice([ds, "month_year"])
    d.f("First seen here {on} {dt} ", on="in" if fs == "month_year" else "on", dt=C.D(c.visit - H.days(rng.randrange(30, 400)), fs))
    d.t(rng.choice(["with fatigue and dizziness. ", "after concerns raised by school nurse. ", "for a routine check. "]))
    d.f("{det} ", det=detail if detail != "AGE" else
        ["Persistent, consistent, insistent since age ", P(str(rng.randrange(6, max(7, min(c.age, 14)))), "AGE"), "."])
    if rng.random() < 0.5:
        d.f("Seen in ED at {h} on {dt}. ", h=P(c.hospital, "HOSPITAL"), dt=C.D(c.visit - H.days(rng.randrange(5, 90)), ds))
    if rng.random() < 0.5:
        C.narrative(d, rng, c, ds, rng.randrange(1, 3))
    d.t("\n\nMedications: " + ("; ".join(C.meds(rng, c, rng.randrange(1, 4)))) + "\nAllergies: " + rng.choice(C.ALLERGIES) + "\n")
    d.t("\nSocial: ")
    g = c.guardians[0]
    d.f("Lives with {rel} {g}", rel=g.rel, g=gname(rng, g, "full"))
    if rng.random() < 0.6:
        d.f(" ({job})", job=P(g.job, "PROFESSION"))
    if c.sibs:
        d.f(" and {n} sibling{s}", n=len(c.sibs), s="s" if len(c.sibs) > 1 else "")
    d.t(". ")
    if rng.random() < 0.4:
        d.f("Family arrived from {co} in {y}. ", co=P(c.origin, "COUNTRY"), y=P(str(c.visit.year - rng.randrange(1, 9)), "DATE"))
    if rng.random() < 0.4:
        if c.age >= 14:
            d.f("Works part-time as a {job}. ", job=P(c.teen_job, "PROFESSION"))
    d.t(rng.choice(["Young person aware of and agrees with referral.", "Consent obtained from young person; guardian aware.",
                    "Young person requests appointments are texted, not posted."]) + "\n")
    d.t("\nInvestigations:\n")
    dt = c.visit - H.days(rng.randrange(2, 30))
    for t in rng.sample(["FBC", "U&E", "LFT", "TFT", "ferritin", "coeliac serology", "ECG", "vit D", "LH/FSH/E2", "prolactin", "XR L wrist (bone age)"], rng.randrange(2, 5)):
        d.f("  {dt}  {t}: {r}\n", dt=C.D(dt, rng.choice([ds, "us_md" if us else "nz_dm"])), t=t,
            r=rng.choice(["normal", "see attached", "abnormal - attached", "pending"]))
    if rng.random() < 0.5:
        d.f("Imaging accession {a}.\n", a=P(H.specimen(rng, c.visit.year), "IDNUM"))
    if rng.random() < 0.4:
        d.t(C.decoy(rng, c) + "\n")
    if rng.random() < 0.6:
        d.t("\nExamination: " + C.vitals(rng, c) + ". " + C.exam(rng, 3).replace("\n", ". ") + ".\n")
    if rng.random() < 0.6:
        d.t("\nSpecific questions:\n1. " + rng.choice(["Is further investigation needed?", "Would you recommend admission criteria be reviewed?",
                                                      "Is medication appropriate?", "Suitability for your service?"]) +
            "\n2. " + rng.choice(["Advice on school/sport participation.", "Ongoing shared care with us?", "Any family screening indicated?"]) + "\n")
    d.f("\nPlease contact me on {ph} or {em} if you need further information.\n\n", ph=P(H.phone(c.country, rng, mobile=False, ext=True), "PHONE"),
        em=P(H.email_for(c.author.p, rng, H.org_domain(src)), "EMAIL"))
    d.t(rng.choice(["Yours sincerely,", "Kind regards,", "Sincerely,"] + (["Nga mihi,", "Nga mihi nui,"] if not us else [])) + "\n\n")
    d.f("{n}\n", n=H.cname(c.author, rng, rng.choice(["full_cred", "title_full"])))
    if us:
        d.f("NPI {npi}{dea}\n", npi=P(H.npi(rng), "LICENSE"), dea=["  DEA ", P(H.dea(rng, c.author.p.family), "LICENSE")] if rng.random() < 0.4 else "")
    else:
        med = c.author.cred in ("MBChB", "FRACP", "FRNZCGP")
        d.f("{reg} {r}\n", reg=rng.choice(["MCNZ", "Reg no.", "MCNZ reg"]) if med else rng.choice(["NCNZ", "NCNZ APC no."]),
            r=P(H.license_no("NZ", rng, "med" if med else "nurse"), "LICENSE"))
    d.f("\ncc: {g}; {rel} {gg}\n", g=H.cname(c.doc, rng, "title_fam") if c.doc.title else H.cname(c.doc, rng, "full"),
        rel=g.rel, gg=gname(rng, g, "full") if rng.random() < 0.5 else P(g.email, "EMAIL"))
    if rng.random() < 0.5:
        d.f("Referral ID {r}\n", r=P(H.letters(rng, 2) + "-" + H.digits(rng, 7), "IDNUM"))


def concussion(d, c, rng):
    us = c.country == "US"
    ds = C.dstyle(rng, c)
    fac = c.uni_clinic if c.setting == "uni" else rng.choice([c.clinic, "Kestrel Sports Medicine" if us else "Eastvale Accident & Medical"])
    d.f("{t}\n{f}\n", t=rng.choice(["CONCUSSION FOLLOW-UP - RETURN TO LEARN / RETURN TO PLAY", "Concussion clinic review",
                                    "Graduated Return-to-Learn Plan", "Post-concussion follow-up"]), f=P(fac, "HOSPITAL"))
    rows = C.pt_rows(rng, c, ds, with_ids=rng.choice([("mrn",), ("mrn", "acct"), ("mrn", "plan")]))
    inj = c.visit - H.days(rng.randrange(3, 30))
    rows.append(("Date of injury", C.D(inj, rng.choice([ds, "us_wd" if us else "nz_wd"]))))
    rows.append(("Review date", C.D(c.visit, ds)))
    if not us and rng.random() < 0.8:
        rows.append(("ACC claim no", P(H.digits(rng, rng.choice([8, 11])), "IDNUM")))
    C.header(d, rng, rows)
    mech = rng.randrange(4)
    d.t("\nMechanism: ")
    if mech == 0:
        d.f("head clash during {tm} game vs {o} on {dt}; brief LOC (<30 s) per {co}. ", tm=c.team,
            o=P(rng.choice(PL.NZ_SCHOOLS if not us else PL.US_SCHOOLS), "ORGANIZATION"), dt=C.D(inj, rng.choice(["weekday", "us_md" if us else "nz_dm"])),
            co=rng.choice([["coach ", P(teacher(rng, c).full(), "FAMILY")], ["trainer ", H.cname(c.other, rng, "full")]]))
    elif mech == 1:
        d.f("front-seat passenger, car (plate {pl}) rear-ended near {lm}; airbag deployed, no LOC. ", pl=P(H.plate(c.country, rng), "VEHICLE"),
            lm=C.place_p(c.landmark, "LOCATION_OTHER"))
        if rng.random() < 0.5:
            drv = rng.choice([("friend", c.friend), (c.guardians[0].rel, c.guardians[0])])
            d.f("Driver was {rel} {g}. Police event {ev}; VIN {v} on insurer form. ", rel=drv[0],
                g=H.pname(drv[1], "FAMILY", rng, "given" if drv[0] == "friend" else "full"), ev=P(H.letters(rng, 1) + H.digits(rng, 9), "IDNUM"), v=P(H.vin(rng), "VEHICLE"))
    elif mech == 2:
        d.f("fell off skateboard at {lm}, no helmet, amnesic for event. ", lm=C.place_p(c.landmark, "LOCATION_OTHER"))
    else:
        d.t("struck by ball at training, headache + nausea within 1 h. ")
    if rng.random() < 0.5:
        d.f("CT head at {h} {dt} ({acc}): no acute intracranial abnormality. ", h=P(c.hospital, "HOSPITAL"), dt=C.D(inj, ds),
            acc=["accession ", P(H.specimen(rng, inj.year), "IDNUM")])
    d.t("GCS 15 on arrival.\n" if rng.random() < 0.5 else "\n")
    if rng.random() < 0.3:
        C.narrative(d, rng, c, ds, 1)
    d.t("\nSymptoms today: ")
    d.f("SCAT{v} symptom number {n}/22, severity {s}/132. ", v=rng.choice(["5", "6", "6"]), n=rng.randrange(0, 16), s=rng.randrange(0, 60))
    d.t(rng.choice(["Headache 3/10 worse with screens. Sleeping 10 h. ", "Photophobia improving, still foggy in maths. ",
                    "Symptom-free at rest for 48 h. ", "Irritable, tearful, poor concentration. "]))
    if rng.random() < 0.6:
        d.t("\n  Symptom          Inj  Today\n")
        for sx in rng.sample(["Headache", "Pressure in head", "Neck pain", "Nausea", "Dizziness", "Blurred vision", "Sensitivity to light",
                              "Feeling slowed down", "Don't feel right", "Difficulty concentrating", "Fatigue", "Trouble sleeping"], rng.randrange(4, 9)):
            a = rng.randrange(1, 7)
            d.t("  %-17s %d    %d\n" % (sx, a, max(0, a - rng.randrange(0, 5))))
    d.t("VOMS: " + rng.choice(["normal", "provoked headache with saccades", "NPC 8 cm"]) + ". Balance: tandem gait " +
        rng.choice(["normal", "2 errors"]) + ". Romberg neg.\n")
    d.t("\nRETURN TO LEARN\n")
    stage = rng.randrange(1, 5)
    for i, txt in enumerate(["Stage 1 - daily activities at home, limit screens", "Stage 2 - school work at home 30-60 min blocks",
                             "Stage 3 - part-time school, half days", "Stage 4 - full days with accommodations", "Stage 5 - full return, no accommodations"]):
        d.t("  [%s] %s\n" % ("x" if i < stage else " ", txt))
    d.t("Accommodations: rest breaks, no tests/assessments x 2 wks, printed notes, lunch in quiet room, no PE.\n")
    if c.setting == "uni":
        d.f("Letter for {o} (disability/accessibility) and lecturer {l}.\n", o=P(c.uni, "ORGANIZATION"), l=P(teacher(rng, c).full(), "FAMILY"))
    else:
        d.f("Letter to {dn} at {s}{em}.\n", dn=tname(rng, teacher(rng, c)), s=P(c.school, "ORGANIZATION"),
            em=[" (", P("dean@" + H.org_domain(c.school), "EMAIL"), ")"] if rng.random() < 0.5 else "")
    d.t("\nRETURN TO SPORT\n")
    d.f("Currently stage {s} of 6. Earliest full contact {dt} (min 21 days for under-19s, symptom-free, back at school full time).\n",
        s=rng.randrange(1, stage + 1), dt=C.D(inj + H.days(rng.randrange(21, 35)), rng.choice([ds, "us_md_long" if us else "nz_dm_long"])))
    d.f("Medical clearance required before contact - bring form to {n}.\n", n=H.cname(c.doc, rng, "title_fam"))
    if rng.random() < 0.4:
        d.f("Discussed with {rel} {g} by phone ({ph}).\n", rel=c.guardians[0].rel, g=gname(rng, c.guardians[0]), ph=P(c.guardians[0].phone, "PHONE"))
    if rng.random() < 0.3:
        d.t(C.decoy(rng, c) + "\n")
    d.f("Review {dt}.\n", dt=C.D(c.visit + H.days(rng.randrange(5, 15)), rng.choice([ds, "us_wd" if us else "nz_wd"])))
    C.sign(d, rng, c, c.doc, ds=ds, facility=fac)


def portal(d, c, rng):
    us = c.country == "US"
    ds = C.dstyle(rng, c)
    fac = c.uni_clinic if c.setting == "uni" else c.clinic
    d.f("{t} - {f}\n", t=rng.choice(["PATIENT PORTAL MESSAGE THREAD", "Secure messaging - thread export", "MyHealth portal messages"]),
        f=P(fac, "HOSPITAL"))
    rows = C.pt_rows(rng, c, ds, with_ids=rng.choice([("mrn",), ("mrn", "acct")]))
    rows.append(("Thread ID", P("MSG-" + H.digits(rng, 8), "IDNUM")))
    rows.append(("Portal", P(H.url(rng, fac), "URL")))
    C.header(d, rng, rows, layout=rng.choice([0, 2]))
    g = c.guardians[0]
    gu = H.username(g, rng)
    nu = H.username(c.nurse.p, rng)
    t = c.visit
    topic = rng.randrange(5)
    first = {0: ("Question about my results", "hi, i got a notification that my results are back but i cant open them?? is everything ok. "
                 "also can i get a note for missing class on {dt}"),
             1: ("refill", "Hi can I please get my {med} refilled, I have 3 left. Pharmacy is {ph}. thanks"),
             2: ("Appointment", "Hey is there any way to move my appt on {dt}? I have a test. Any time after 2pm works"),
             3: ("Form for sport", "Hello, coach {co} said I need the sports form signed before {dt}. Can the doctor do it without a visit?"),
             4: ("feeling worse", "my sore throat is way worse and now I've got a rash. had the antibiotics since {dt}. should I come in")}
    subj, body = first[topic]
    pu = c.user
    d.f("\n--- Message 1 ---\nFrom: {u} (patient)\nSent: {dt} {tm}\nIP: {ip}\nSubject: {s}\n\n", u=P(pu, "USERNAME"), dt=C.D(t, ds),
        tm=C.tm(rng, rng.choice([0, 2])), ip=P(H.ip(rng), "IPADDR"), s=subj)
    d.f(body + "\n", dt=C.D(t - H.days(rng.randrange(1, 6)), rng.choice(["us_md" if us else "nz_dm", "weekday", ds])),
        med=C.meds(rng, c, 1)[0], ph=P(c.pharmacy, "HOSPITAL"), co=tname(rng, teacher(rng, c)))
    d.f("- {n}\n", n=H.pname(c.pt, "PATIENT", rng, rng.choice(["given", "nick", "initials"])))
    t2 = t + H.days(rng.randrange(0, 2))
    d.f("\n--- Message 2 ---\nFrom: {n} ({u})\nSent: {dt} {tm}\n\n", n=H.cname(c.nurse, rng, rng.choice(["full_cred", "full"])),
        u=P(nu, "USERNAME"), dt=C.D(t2, ds), tm=C.tm(rng, 0))
    d.f("Hi {pt},\n", pt=H.pname(c.pt, "PATIENT", rng, "given"))
    rep = rng.randrange(3)
    if rep == 0:
        d.f("Your results are normal. I've attached a class note. You can view it at {u} under Letters.\n", u=P(H.url(rng, fac), "URL"))
    elif rep == 1:
        d.f("I've sent this to {dd} to review. We'll call you on {ph} if anything changes.\n", dd=H.cname(c.doc, rng, "title_fam"), ph=P(c.phone, "PHONE"))
    else:
        d.f("Please book a same-day visit or call us on {ph}. If you feel very unwell call {em}.\n", ph=P(c.clinic_phone, "PHONE"), em="911" if us else "111")
    d.f("{n}\n", n=H.cname(c.nurse, rng, rng.choice(["given", "full_cred"])))
    if rng.random() < 0.6:
        t3 = t2 + H.days(rng.randrange(0, 3))
        d.f("\n--- Message 3 ---\nFrom: {u} (proxy - {rel})\nSent: {dt} {tm}\nIP: {ip}\n\n", u=P(gu, "USERNAME"), rel=g.rel,
            dt=C.D(t3, ds), tm=C.tm(rng, 2), ip=P(H.ip(rng), "IPADDR"))
        d.f("This is {g}, {pt}'s {rel}. {msg} You can also email me at {em}.\n", g=gname(rng, g, "full"), pt=H.pname(c.pt, "PATIENT", rng, "given"),
            rel=g.rel, msg=rng.choice(["Can you tell me what the test was for?", "Why can't I see the visit notes anymore?",
                                       "I'll pick up the script after work.",
                                       "Thanks for getting back to %s so quick." % ("her" if c.sex == "F" else "him")]),
            em=P(g.email, "EMAIL"))
        if c.age >= 18:
            d.f("\n[System] Proxy access for {u} revoked - patient is an adult; signed authorization required.\n", u=P(gu, "USERNAME"))
        elif c.age >= 12:
            d.f("\n[System] Proxy access for {u} limited to scheduling/billing for patients aged 12-17 per confidentiality policy "
                "(patient age {a}).\n", u=P(gu, "USERNAME"), a=P(str(c.age), "AGE"))
    if rng.random() < 0.5:
        t4 = t2 + H.days(rng.randrange(1, 4))
        d.f("\n--- Message {n} ---\nFrom: {u} (patient)\nSent: {dt} {tm}\n\n{msg}\n", n=rng.choice(["3", "4"]), u=P(pu, "USERNAME"),
            dt=C.D(t4, ds), tm=C.tm(rng, 2), msg=rng.choice(["ok thank you!!", "thanks, can my mum not see this message pls",
                                                            "I booked for tomorrow", "still sore but better. do i still need to come in?"]))
    d.t("\nAUDIT TRAIL\n")
    for i in range(rng.randrange(2, 5)):
        who = rng.choice([(pu, "patient"), (nu, "staff"), (H.username(c.doc.p, rng), "staff")])
        d.f("{dt} {tm}  {u}  {act}  {ip}\n", dt=C.D(t + H.days(i), rng.choice(["iso", ds])), tm=C.tm(rng, 0), u=P(who[0], "USERNAME"),
            act=rng.choice(["VIEW", "REPLY", "ATTACH class_note.pdf", "LOGIN", "MFA OK"]), ip=P(H.ip(rng), "IPADDR"))
    if rng.random() < 0.25:
        d.f("Device enrolment: passkey/biometric credential {b} registered for {u}.\n", b=P(H.bioid(rng), "BIOID"), u=P(pu, "USERNAME"))
    if rng.random() < 0.3:
        d.t(C.decoy(rng, c) + "\n")
