"""Genres: nurse colposcopist telephone log; own additions: discharge letter to GP,
patient portal message thread, cervical sample request form."""
import datetime

import pools as PL
import clin as K
from common import NB, P, Person, plus, pad, letters, plate, specimen, email
from parts import letterhead, pt_ids, signoff, cc_block, audit, typist, social, obs_line, contraception, lmp


def _tm(r):
    return "%02d:%02d" % (r.randint(8, 17), r.randint(0, 59))


def _verify(r):
    return r.choice(["ID confirmed (name, DOB, 1st line of address).", "2 identifiers checked.", "DOB + postcode verified.",
                     "ID verified x3.", "Identity checked - name/DOB/address."])


def g_phone(r, c):
    nb = NB()
    C = c.C
    d = plus(c.t0, r.randint(20, 80))
    nurse = c.nurse
    nb.f("{t}\n{h}\n", t=r.choice(["NURSE COLPOSCOPIST TELEPHONE LOG", "Colposcopy nurse advice line - call record", "Telephone encounters - Colposcopy"]),
         h=P(c.hosp, "HOSPITAL"))
    if r.random() < 0.5:
        nb.f("Patient: {n}  DOB {d}  ", n=c.pn(r.choice(["LF", "full"])), d=c.D(c.dob, C.numd(c.dob)))
    else:
        nb.f("Pt: {n} ({a}{s})  DOB {d}  ", n=c.pn(r.choice(["LF", "full"])), a=c.A(d), s="F" if c.sex == "F" else "M",
             d=c.D(c.dob, C.numd(c.dob)))
    pt_ids(nb, c, sep="  ")
    nb.f("\nNumbers on file: mob {m}", m=P(c.mob, "PHONE"))
    if r.random() < 0.5:
        nb.f(", home {h}", h=P(c.home, "PHONE"))
    nb.add("\n\n")
    entries = r.sample(range(10), r.randint(4, 6))
    entries.sort()
    for e in entries:
        d = plus(d, r.randint(0, 9))
        nb.f("{d} {t}  ", d=C.D(d, r.choice([C.numd(d), "wdshort"])), t=_tm(r))
        if e == 0:
            nb.f("Incoming call from pt re biopsy results. {v} Informed {h}. ", v=_verify(r),
                 h=r.choice(["CIN 1 - no treatment needed, f/u colp 12/12", "CIN 3 - needs LLETZ, booking made", "no CIN - back to routine recall",
                             "HPV changes only, repeat HPV 12 months"]))
            nb.add(r.choice(["Pt relieved. ", "Pt tearful, reassured, leaflet to be posted. ", "Questions answered re HPV + partner. ",
                             "Pt releived, questions answerd. "]))
        elif e == 1:
            nb.f("Outgoing call to {m} - no answer, VM left asking to call back on {t}. ", m=P(c.mob, "PHONE"), t=P(c.hphone, "PHONE"))
        elif e == 2:
            nb.f("Call from pt's {w} ", w=c.relword)
            nb.put(c.rel_pieces("full"))
            nb.add(r.choice([" asking for results. No consent to share on file - advised pt to call herself. ",
                             " to rearrange appt as pt working. Consent to discuss recorded. Rebooked. ",
                             " - pt unwell with flu, cancelled. "]).replace("herself", "herself" if c.sex == "F" else "himself"))
        elif e == 3:
            nb.f("Pt called: works as a {o}", o=P(c.occ, "PROFESSION"))
            if c.employer and r.random() < 0.6:
                nb.f(" at {e}", e=P(c.employer, "ORGANIZATION"))
            nb.add(r.choice([", on nights - requests afternoon appt. Moved to ", ", can't get time off - rebooked to "]))
            nb.put(C.D(plus(d, r.randint(5, 20)), "wd"))
            nb.f(" {t}. ", t=_tm(r))
        elif e == 4:
            nb.add("Post-LLETZ D" + str(r.randint(4, 14)) + ": c/o " + r.choice(["heavy PV bleeding with clots", "offensive discharge, temp 37.9",
                                                                                     "brown discharge, mild cramps"]) + ". ")
            nb.add(r.choice(["Advised ED if soaking >1 pad/hr. ", "GP to swab, likely needs metronidazole 400 mg BD x7/7. ",
                             "Reassured - normal healing. Advised simple analgesia. ", "Reasured, normal healing. Simple analgesia. "]))
        elif e == 5:
            nb.f("Interpreter call via {co} ({lang}), interpreter ID {i}. {v} Explained appt + what colposcopy involves. ",
                 co=P(r.choice(PL.INTERP_CO), "ORGANIZATION"), lang=r.choice(["Arabic", "Polish", "Tigrinya", "Mandarin", "Dari", "Somali"]),
                 i=P(pad(r, 5), "IDNUM"), v=_verify(r))
        elif e == 6:
            nb.f("Pt asked about parking - blue badge holder. Car reg {p} added to clinic parking list for ", p=P(plate(r, c.code), "VEHICLE"))
            nb.put(C.D(plus(d, r.randint(3, 14))))
            nb.add(". ")
        elif e == 7:
            nb.f("Pt emailed from {e} asking for copy of histology. Sent via secure email after verbal consent. ", e=P(c.pemail, "EMAIL"))
        elif e == 8:
            nb.add("Pt ")
            nb.put(c.pn(r.choice(["first", "init"])))
            nb.add(r.choice([" rang re TOC - told due 6/12 post Rx with GP. ", " asked if she can fly to ", " wanted to know if partner needs testing - no. "]).replace(" she ", " " + c.she + " "))
            if r.random() < 0.5:
                nb.f("Travelling to {cc} for a wedding; advised fine after 2/52. ", cc=P(r.choice(["Portugal", "India", "Fiji", "Greece", "Jamaica", "Vietnam"]), "COUNTRY"))
        else:
            nb.f("Spoke to GP {g} re pt's anxiety - GP to review. ", g=P(c.gp.full(), "DOCTOR"))
        nb.add(r.choice(["", "Plan documented. ", "Letter to follow. "]))
        nb.add("- ")
        if r.random() < 0.5:
            nb.f("{i}\n", i=P(nurse.init2().upper(), "DOCTOR"))
        else:
            nb.f("{n}, {j}\n", n=P(nurse.full(), "DOCTOR"), j=r.choice(["CNS", "Nurse Colposcopist", "RN"]))
        if r.random() < 0.25:
            nb.add("\n")
    if r.random() < 0.5:
        audit(nb, c, nurse, d)
    return nb


def g_discharge(r, c):
    nb = NB()
    C = c.C
    vd = plus(c.t0, r.randint(30, 200))
    dd = plus(vd, r.randint(3, 14))
    letterhead(nb, c, mail=r.random() < 0.4)
    nb.f("Date dictated: {a}   Date typed: {b}\n\n", a=C.D(vd), b=C.D(dd))
    nb.add("Private and confidential\n")
    nb.put(c.gp.tname())
    nb.f("\n{p}\n", p=P(c.practice, "HOSPITAL"))
    nb.put([x if not isinstance(x, str) or x != ", " else "\n" for x in c.pr_addr])
    nb.add("\n\nDear ")
    nb.put(c.gp.tlast())
    nb.add(",\n\nRe: ")
    nb.put(c.pn(r.choice(["tfull", "LF"])))
    nb.f(", DOB {d}\n", d=c.D(c.dob, C.numd(c.dob)))
    pt_ids(nb, c, sep=", ")
    nb.add("\n")
    nb.put(c.addr)
    if r.random() < 0.35:
        nb.f("\nEncounter: {e}", e=P(c.acct, "ACCOUNT"))
    nb.add("\n\nClinic: Colposcopy, ")
    nb.put(C.D(vd, "wd"))
    nb.add("\n\nDiagnosis:\n")
    sc = r.choice(DIS_SCEN)
    nb.f("- {h}\n", h=sc[0])
    nb.f("- {o}; {k}\n", o=obs_line(c), k=contraception(r, c))
    nb.f("\nOutcome:\nDischarged from colposcopy to {o}.\n\n", o=sc[1])
    nb.add("I saw ")
    nb.put(c.pn(r.choice(["title", "first"])))
    nb.f(" today, aged {a}, {w} ", a=c.A(vd), w=sc[2])
    nb.add(sc[3] + " ")
    nb.f("{She} mentioned that {she} is working as a {o} ", She=c.She, she=c.she, o=P(c.occ, "PROFESSION"))
    nb.add(r.choice(["and finds it hard to get time off, so practice-based follow-up suits better. ",
                     "and was keen to know whether the treatment affects future pregnancies. "]))
    if r.random() < 0.5:
        nb.f("{Her} {w}, ", Her=c.Her, w=c.relword)
        nb.put(c.rel_pieces())
        nb.add(", attended with " + c.herobj + ". ")
    if r.random() < 0.4:
        nb.add("We discussed the small increased risk of preterm birth after excisional treatment; the antenatal team should be told at booking. ")
    nb.add(r.choice(["I have encouraged smoking cessation. ", "Vaccination: completed Gardasil 9 course. ", ""]))
    nb.add("\n\n")
    if r.random() < 0.6:
        nb.f("Her next screening test will be due in {y}. ".replace("Her", c.Her), y=C.D(plus(vd, r.choice([365, 1095, 1826])), "my"))
    nb.add("Please re-refer if there are any new symptoms such as postcoital or intermenstrual bleeding.\n\n")
    signoff(nb, c, c.colpo)
    if r.random() < 0.5:
        typist(nb, c, c.colpo, vd, dd)
    cc_block(nb, c)
    if r.random() < 0.4:
        audit(nb, c, c.admin, dd)
    return nb


DIS_SCEN = [
    ("CIN 3, treated by LLETZ; test of cure negative", "routine 3-yearly recall", "for review after LLETZ.",
     "Histology showed CIN 3 completely excised, and the test of cure today was hrHPV negative with negative cytology."),
    ("CIN 1, resolved", "routine 3-yearly recall", "for her third annual review.",
     "Colposcopy was normal again, with a type 1 transformation zone and Swede score of 2; HPV has now cleared."),
    ("hrHPV persistence, normal colposcopy", "repeat HPV test in primary care in 12 months", "for a first colposcopy.",
     "The transformation zone was fully visible with no acetowhite change, so no biopsy was needed."),
    ("CIN 2, treated by LLETZ", "community test of cure at 6 months", "for review 6 weeks after LLETZ.",
     "The cervix has healed well and histology showed CIN 2 with clear margins."),
    ("CGIN, cone biopsy, margins clear", "annual co-testing in primary care", "for review after cone biopsy.",
     "Histology confirmed high-grade CGIN with clear margins and the cervical os is patent."),
]


def g_portal(r, c):
    nb = NB()
    C = c.C
    d = plus(c.t0, r.randint(25, 90))
    uname = c.pt.user(r)
    nb.f("{p} patient portal - Secure Messages\nConversation {x}   Topic: {t}\n", p=P(c.hosp, "HOSPITAL"),
         x=P("MSG-" + pad(r, 7), "IDNUM"), t=r.choice(["Results query", "Appointment", "After my treatment", "Test of cure question"]))
    nb.f("Patient account: {u} ({e})   Record: {m}\n", u=P(uname, "USERNAME"), e=P(c.pemail, "EMAIL"), m=P(c.mrn, "MRN"))
    nb.f("Portal: {u}\n", u=P(c.url, "URL"))
    nb.add("=" * 60 + "\n\n")
    thread = r.choice(THREADS)
    n = r.choice([4, 5]) if len(thread) >= 5 else len(thread)
    for i in range(n):
        d = d + datetime.timedelta(days=r.randint(1, 3))
        if i % 2 == 0:
            nb.add("From: ")
            nb.put(c.pn("full"))
            nb.f(" (patient)   Sent: {d} {t}   via {ip}\n", d=C.D(d, C.numd(d)), t=_tm(r), ip=P(c.ip, "IPADDR"))
            _pt_body(nb, c, thread[i], d)
            nb.add("\n")
            nb.put(c.pn("first"))
            nb.add("\n\n")
        else:
            who = c.nurse if r.random() < 0.7 else c.admin
            nb.add("From: ")
            nb.put([P(who.full(), "DOCTOR")])
            nb.f(", {j}   Sent: {d} {t}\n", j=who.job, d=C.D(d, C.numd(d)), t=_tm(r))
            nb.add("Dear ")
            nb.put(c.pn(r.choice(["first", "title"])))
            nb.add(",\n")
            _pt_body(nb, c, thread[i], d)
            if r.random() < 0.5:
                nb.f(" If it is urgent please phone {t}.", t=P(c.hphone, "PHONE"))
            nb.add("\nKind regards,\n")
            nb.put([P(who.first, "DOCTOR")])
            nb.add("\n\n")
    nb.add("This inbox is monitored Monday-Friday 9am-4pm. Messages are answered within 2 working days. Do not use for emergencies.\n")
    if r.random() < 0.5:
        audit(nb, c, c.nurse, d, kind="d")
    return nb


THREADS = [
    ["hi, I had colposcopy on {vd} and they took a biopsy. It's been 5 weeks and I haven't heard anything, is this normal? I'm getting quite anxious.",
     "Thank you for your message. Your results have been reviewed by the consultant and a letter was posted this week; I have also asked the team to call you today.",
     "Thank you. The letter says I need the LLETZ treatment on {vdf}. Can my {rel} come in with me? {Relname} will drive me.",
     "Yes, you are welcome to bring someone with you. Please allow about an hour for the visit, eat normally beforehand and bring a list of your medicines.",
     "Perfect, see you then. Thanks again for all your help."],
    ["Hello, I got a letter saying my appointment is on {vdf} but I'm a {occ} and work that morning. Is there anything later in the week?",
     "Thank you for getting in touch. I have moved your appointment to the afternoon clinic on {vdf} as requested; you will receive a text confirmation.",
     "Thanks so much. Will I need time off work afterwards if they do treatment on the day?",
     "Most people go back to work the next day. Avoid heavy lifting for a few days and use sanitary towels rather than tampons for 4 weeks.",
     "Ok thank you, I'll call if anything changes."],
    ["Hi - after my LLETZ on {vd} I've had brown discharge for 3 weeks. Is that ok? No smell and no fever.",
     "Some brown discharge for up to 4 weeks after LLETZ is normal while the cervix heals. If it becomes heavy or smells unpleasant, or you have a temperature, please contact us or your GP.",
     "That's reassuring thanks. One more question - we are trying for a baby, is it ok to keep trying?",
     "Yes, once the bleeding has settled there is no need to wait. Please tell your midwife at booking that you have had LLETZ, and remember your test of cure with your GP in 6 months.",
     "Great, thanks again."],
    ["my {rel} {Relname} opened a letter for me about a test of cure but I thought I was finished? I had the treatment on {vd}.",
     "The test of cure is a cervical screening test about 6 months after treatment to check HPV has gone. It is done at your GP practice, not here."],
]


def _pt_body(nb, c, body, d):
    r = c.r
    parts = body.replace("{", "|{").replace("}", "}|").split("|")
    for p in parts:
        if p == "{vd}":
            nb.put(c.C.D(plus(d, -r.randint(14, 40)), r.choice(["long", c.C.numd(d), "wdshort"])))
        elif p == "{vdf}":
            nb.put(c.C.D(plus(d, r.randint(9, 30)), r.choice(["long", c.C.numd(d), "wdshort", "wd"])))
        elif p == "{occ}":
            nb.put(P(c.occ, "PROFESSION"))
        elif p == "{rel}":
            nb.add(c.relword)
        elif p == "{Relname}":
            nb.put(c.rel_pieces("first"))
        elif p:
            nb.add(p)


def g_request(r, c):
    nb = NB()
    C = c.C
    d = c.t0
    nb.add(r.choice(["CERVICAL SCREENING REQUEST FORM", "CERVICAL CYTOLOGY / HPV REQUEST", "Request for Cervical Screening Test",
                     "GYNAECOLOGICAL CYTOLOGY AND HPV REQUEST"]) + "\n")
    nb.f("Form no: {x}      Lab use: {y}\n\n", x=P(letters(r, 1) + pad(r, 9), "IDNUM"), y=P(c.spec, "IDNUM"))
    nb.add("SENDER\n")
    nb.f("Practice/clinic: {p}\n", p=P(c.practice, "HOSPITAL"))
    nb.put(c.pr_addr)
    nb.f("\nTel {t}   Fax {f}\n", t=P(c.pphone, "PHONE"), f=P(c.pfax, "FAX"))
    nb.add("Sample taker: ")
    st = c.pnurse if r.random() < 0.6 else c.gp
    nb.put(st.signed())
    if st.lic:
        nb.f("   {l}: {v}", l=st.lic_label, v=P(st.lic, "LICENSE"))
    nb.add("\nResponsible clinician: ")
    nb.put(c.gp.tname())
    nb.add("\n\nPATIENT\n")
    nb.f("Surname: {s}   Forename(s): {f}\n", s=P(c.pt.last.upper(), "PATIENT"), f=P(c.pt.first + (" " + c.pt.mid if c.pt.mid else ""), "PATIENT"))
    if r.random() < 0.3:
        nb.f("Previous surname: {s}\n", s=P(r.choice(PL.SURNAMES).upper(), "PATIENT"))
    if c.pt.nick and r.random() < 0.8:
        nb.f("Known as: {n}\n", n=P(c.pt.nick, "PATIENT"))
    nb.f("DOB: {d}   Age: {a}\n", d=c.D(c.dob, C.numd(c.dob)), a=c.A(d))
    pt_ids(nb, c, sep="\n")
    nb.add("\nAddress: ")
    nb.put(c.addr)
    nb.add("\n\nTEST REQUESTED\n")
    nb.add(r.choice(["[x] Routine  [ ] Early repeat  [ ] Test of cure  [ ] Follow-up", "[ ] Routine  [x] Early repeat  [ ] Test of cure  [ ] Follow-up",
                     "[ ] Routine  [ ] Early repeat  [x] Test of cure  [ ] Follow-up", "[ ] Routine  [ ] Early repeat  [ ] Test of cure  [x] Follow-up"]) + "\n")
    nb.add("Collection: " + r.choice(["clinician-collected (broom)", "self-collected vaginal swab (supervised)", "clinician-collected, Cervex-Brush",
                                      "cytobrush + spatula"]) + "\n")
    nb.f("Date taken: {d}  Time: {t}\n", d=C.D(d, C.numd(d)), t=_tm(r))
    nb.add("\nCLINICAL DETAILS\n")
    nb.add("LMP: ")
    nb.put(lmp(c, d))
    nb.f("   Pregnant: {p}   Postnatal: {q}\n", p="Y" if c.preg else "N", q=r.choice(["N", "N", "Y - 14/52"]) if not c.preg else "N")
    nb.f("Contraception/HRT: {k}\n", k=contraception(r, c))
    nb.add("Symptoms: " + r.choice(["none", "PCB", "IMB", "PMB", "discharge", "none - asymptomatic"]) + "\n")
    nb.add("Cervix: " + r.choice(["healthy", "ectropion", "bled on contact", "not visualised - self-collect", "looks normal, IUD threads seen"]) + "\n")
    if c.born and r.random() < 0.6:
        nb.f("Previous screening overseas: {cc}, {y} (result not available)\n", cc=P(c.born, "COUNTRY"),
             y=c.D(datetime.date(d.year - r.randint(2, 9), 1, 1), "y"))
    nb.add("Previous abnormal results/treatment: ")
    if r.random() < 0.5:
        tx = d - datetime.timedelta(days=r.randint(170, 400))
        nb.f("LLETZ {d} at {h}, CIN {g}; lab {x}\n", d=C.D(tx, C.numd(tx)), h=P(c.hosp, "HOSPITAL"), g=r.choice(["2", "3"]), x=P(c.hspec, "IDNUM"))
    else:
        nb.add("none known\n")
    nb.add("Immune status: " + r.choice(["not immunosuppressed", "HIV positive, on ART (undetectable)", "renal transplant", "on methotrexate"]) + "\n")
    nb.add("\nSPECIMEN TRANSPORT\n")
    nb.f("Courier: {co}, collection {d}, run sheet {x}\n", co=P(r.choice(PL.COURIERS), "ORGANIZATION"), d=C.D(plus(d, r.randint(0, 1)), C.numd(d)),
         x=P(pad(r, 6), "IDNUM"))
    nb.add("Vial: " + r.choice(["ThinPrep PreservCyt 20 mL", "SurePath vial", "dry flocked swab in tube"]) + ", within expiry, labelled at bedside\n")
    nb.add("\nI confirm the patient has been given information about the test and consents to the result being held on the screening register.\n")
    nb.f("Signature: {s}   Date: {d}\n", s=P(st.short(), "DOCTOR"), d=C.D(d, C.numd(d)))
    if r.random() < 0.4:
        audit(nb, c, st, d)
    return nb
