"""Call-based genres: out-of-hours triage call records, telephone encounters and
helpline (111 / Healthdirect / Healthline / 811) referrals into the OOH service."""

import clinical as CL
import common as C
import phi
from case import nm, age_piece, addr
from doc import Doc

DISPO = ["Home visit - urgent (within 2h)", "Home visit - routine (within 6h)", "Base appointment",
         "Telephone advice only", "Emergency ambulance advised", "Base appointment", "Emergency prescription",
         "Refer to ED", "Home visit - emergency (1h)", "Speak to own GP next working day"]

REDFLAG_NEG = ["no chest pain", "no SOB at rest", "no new confusion", "no rash", "no neck stiffness",
               "no photophobia", "no haematemesis", "no PR bleeding", "passing urine", "no head injury",
               "no LOC", "no facial swelling", "no drooling", "no calf pain"]


def _caller(r, c):
    if r.random() < 0.35:
        return ["patient (self)"], c.phone_mob
    return [C.fam_name(r, c.nok, r.choice(["full", "first", "title_last"])), " (%s)" % c.nok_rel], c.nok_phone


def triage_call(r, c):
    d = Doc()
    h, m = C.ooh_time(r)
    style = r.randrange(3)
    src = r.choice(C.HELPLINE[c.country])
    scn = CL.pick_scenario(r, r.choice("hbtc"), c.age)
    caller, cb = _caller(r, c)
    if style == 0:
        d.ln(r.choice(["{o} - OUT OF HOURS CALL RECORD", "{o}  |  Urgent Care Call Record", "CALL RECORD - {o}"]),
             o=("ORGANIZATION", c.org))
        d.ln("Case No: {cn}      Received: {dt} %s     Priority: %s" % (
            C.tm(r, h, m, "colon"), r.choice(["URGENT", "1 HR", "2 HR", "ROUTINE", "P2", "P3"])),
             cn=("IDNUM", c.case_no), dt=C.D(r, c.date, c, r.choice(["wk_dmy", "dmy", "d_mon_y", "iso"])))
        d.ln("Source: %s%s" % (src, ("  (%s)" % r.choice(CL.NEGATIVE_CODES[7:13])) if c.country == "UK" else ""))
        d.ln("Caller: {cl}    Call back on: {cb}", cl=caller, cb=("PHONE", cb))
        d.ln("")
        C.demo_block(d, r, c, r.choice(["table", "pipe", "caps"]))
        d.ln("")
        d.ln("Call handler: {n} ({u})", n=C.doc_name(r, c.handler, "full"), u=("USERNAME", c.handler_user))
        d.ln("Reason for call: " + r.choice(scn.pc))
        d.ln("Call handler notes: " + quote(r, c))
        if r.random() < 0.5:
            C.prev_contacts(d, r, c)
        if r.random() < 0.3:
            C.pasted_block(d, r, c)
        d.ln("")
        h2, m2 = C.later(h, m, r.randrange(8, 70))
        d.ln("=== CLINICAL TRIAGE  %s ===" % C.tm(r, h2, m2, "colon"))
        d.ln(r.choice(["Spoke to {cl} on {cb}.", "Call back to {cl}, {cb}. ID checked (name/DOB).",
                       "Tel triage with {cl} - number {cb}."]), cl=caller, cb=("PHONE", cb))
        d.ln("HPC: " + " ".join(CL.some(r, scn.hx, 2, 4)))
        d.ln("Red flags: " + ", ".join(CL.some(r, REDFLAG_NEG, 3, 6)) + ".")
        d.ln(r.choice(admin(c)))
        C.pmh_meds(d, r, c, short=True)
        if r.random() < 0.5:
            C.social(d, r, c)
        disp = r.choice(DISPO)
        d.ln("Outcome: " + disp)
        if disp.startswith("Base"):
            h3, m3 = C.later(h2, m2, r.randrange(20, 90))
            d.ln("Appt booked {b} at %s. Directions given, parking at rear." % C.tm(r, h3, m3, "colon"),
                 b=("HOSPITAL", c.base))
        elif disp.startswith("Home"):
            d.ln("Visit address confirmed: {a}. Access: %s" % r.choice(
                ["front door, ring bell", "side gate, dog shut away", "keysafe - code given to driver verbally",
                 "flat 1st floor, lift broken", "carer will let in"]), a=C.addr(r, c, "no_region"))
        elif "prescription" in disp:
            d.ln("Rx to {p} (tel {t}).", p=("HOSPITAL", c.pharmacy), t=("PHONE", c.pharm_phone))
        C.safety_net(d, r, c)
        if r.random() < 0.3:
            C.holiday_line(d, r, c)
        d.ln("")
        C.sign(d, r, c, r.choice(["doc", "nurse"]))
        if r.random() < 0.5:
            C.audit(d, r, c)
    elif style == 1:
        # shorthand free-text record as typed by a triage nurse
        d.ln("OOH triage {dt} %s  case {cn}" % C.tm(r, h, m, "plain"), dt=C.D(r, c.date, c, "dmy2"),
             cn=("IDNUM", c.case_no))
        d.ln("pt {n} {a} dob {b}  %s {x}" % c.mrn_label.lower(), n=C.pt_name(r, c, r.choice(["full", "LAST_first"])),
             a=age_piece(r, c.age, c.pt.sex, r.choice(["sex", "yo_nospace", "yo"])), b=C.Dob(r, c), x=("MRN", c.mrn))
        d.ln("addr {a}", a=addr(r, c, "no_region"))
        d.ln("caller {cl} tel {cb}", cl=caller, cb=("PHONE", cb))
        d.ln("gp {g} {p}", g=C.doc_name(r, c.gp, "dr_last"), p=("HOSPITAL", c.practice))
        d.ln("")
        d.ln("c/o " + r.choice(scn.pc) + ". " + " ".join(CL.some(r, scn.hx, 1, 3)).lower())
        d.ln("denies " + ", ".join(x.replace("no ", "") for x in CL.some(r, REDFLAG_NEG, 2, 4)) + ".")
        d.ln("pmh " + "; ".join(CL.some(r, CL.PMH, 1, 3)).lower() + ". meds " + ", ".join(CL.some(r, CL.MEDS, 1, 3)) + ".")
        disp = r.choice(DISPO)
        d.ln("plan -> " + disp.lower())
        if "visit" in disp.lower():
            d.ln("hv list, pt aware could be up to %d hrs. driver {dr} notified." % r.choice([2, 4, 6]),
                 dr=nm(r, c.driver, "DOCTOR", "first"))
        d.ln(r.choice(admin(c)).lower())
        C.safety_net(d, r, c)
        d.ln("{i} %s" % r.choice(C.NURSE_ROLE).lower(), i=("DOCTOR", (c.nurse.first[0] + c.nurse.last).lower()))
    else:
        # Irish / rural co-op style "Triage Nurse Record"
        d.ln("TRIAGE NURSE RECORD")
        d.ln("Service: {o}    Treatment centre: {b}", o=("ORGANIZATION", c.org), b=("HOSPITAL", c.base))
        d.ln("Call received {dt} at %s   Ref {cn}" % C.tm(r, h, m, "colon"), dt=C.D(r, c.date, c), cn=("IDNUM", c.case_no))
        d.ln("")
        d.ln("Patient: {n}", n=C.pt_name(r, c, "title_full"))
        d.ln("Date of birth: {b}   ({a})", b=C.Dob(r, c), a=age_piece(r, c.age, c.pt.sex, "yrs"))
        d.ln("Address: {a}", a=addr(r, c, "lines"))
        if c.plan:
            d.ln("%s: {x}" % c.plan_label, x=("HEALTHPLAN", c.plan))
        if c.country == "IE" and r.random() < 0.6:
            d.ln("PPSN: {s}", s=("SSN", c.ssn))
        d.ln("Contact number: {p}", p=("PHONE", cb))
        d.ln("Caller name: {cl}", cl=caller)
        d.ln("GP: {g}, {p}", g=C.doc_name(r, c.gp, "dr_full"), p=("HOSPITAL", c.practice))
        d.ln("")
        d.ln("Presenting complaint: " + r.choice(scn.pc))
        d.ln("Assessment: " + " ".join(CL.some(r, scn.hx, 2, 4)))
        d.ln("Screened for: " + ", ".join(CL.some(r, REDFLAG_NEG, 3, 5)))
        for x in CL.some(r, admin(c), 1, 2):
            d.ln(x)
        if r.random() < 0.4:
            d.ln("Interpreter: %s via phone interpreting service, interpreter ID {i}" % r.choice(
                ["Polish", "Arabic", "Mandarin", "Somali", "Portuguese", "Tagalog", "Ukrainian"]), i=("IDNUM", phi._d(r, 5)))
        C.pmh_meds(d, r, c)
        if r.random() < 0.5:
            C.prev_contacts(d, r, c)
        d.ln("Caller states: " + quote(r, c))
        disp = r.choice(DISPO)
        d.ln("Disposition: " + disp)
        C.safety_net(d, r, c)
        d.ln("Nurse: {n} %s {g}" % C.NREG_LABEL[c.country], n=C.doc_name(r, c.nurse, "full"), g=("LICENSE", c.nurse_reg))
        if r.random() < 0.5:
            C.audit(d, r, c, 1)
    return d


def telephone(r, c):
    d = Doc()
    h, m = C.ooh_time(r)
    scn = CL.pick_scenario(r, "t", c.age)
    video = r.random() < 0.35
    d.ln(r.choice(["TELEPHONE CONSULTATION", "Telephone encounter - OOH GP", "Clinician callback",
                   "VIDEO / TELEPHONE CONSULTATION" if video else "Phone consult"]))
    d.ln("{o} | {dt} | case {cn}", o=("ORGANIZATION", c.org), dt=C.D(r, c.date, c), cn=("IDNUM", c.case_no))
    d.ln("Clinician: {n}, %s" % r.choice(C.ROLE_DOC[c.country]), n=C.doc_name(r, c.doc, "dr_full"))
    d.ln("Patient: {n}  DOB {b}  %s {x}" % c.mrn_label, n=C.pt_name(r, c, r.choice(["LAST_first", "full"])),
         b=C.Dob(r, c), x=("MRN", c.mrn))
    d.ln("")
    tries = r.randint(1, 3)
    for i in range(tries):
        hh, mm = C.later(h, m, i * r.randrange(8, 25))
        num = c.phone_mob if i % 2 == 0 else c.phone_home
        if i < tries - 1:
            d.ln("%s  call %d to {p} - %s" % (C.tm(r, hh, mm, "colon"), i + 1, r.choice(
                ["no answer, VM left", "engaged", "no answer", "number unobtainable"])), p=("PHONE", num))
        else:
            who = r.random() if c.age >= 14 else 1.0
            if who < 0.5:
                d.ln("%s  call %d to {p} - spoke to pt. ID confirmed (name, DOB, 1st line of address)." % (
                    C.tm(r, hh, mm, "colon"), i + 1), p=("PHONE", num))
            else:
                d.ln("%s  call %d to {p} - spoke to %s {f} (pt consents / lacks capacity - best interests)." % (
                    C.tm(r, hh, mm, "colon"), i + 1, c.nok_rel), p=("PHONE", num), f=C.fam_name(r, c.nok))
    if video:
        d.ln("Video link sent by SMS to {p}; pt joined %s. Session {s}, client IP {ip}." % C.tm(r, *C.later(h, m, 30), style="colon"),
             p=("PHONE", c.phone_mob), s=("ACCOUNT", c.enc_no), ip=("IPADDR", c.ip))
        if r.random() < 0.5:
            d.ln("Photos uploaded via {u} (consent given).", u=("URL", phi.url(r, c.org, "/upload/" + phi._d(r, 6))))
    if r.random() < 0.2:
        d.ln("Caller verified by voice biometric, voiceprint ID {b}.", b=("BIOID", "VP" + phi._d(r, 6)))
    d.ln("")
    d.ln("S: " + r.choice(scn.pc) + ". " + " ".join(CL.some(r, scn.hx, 2, 4)))
    if r.random() < 0.4:
        d.ln("Caller: " + quote(r, c))
    if r.random() < 0.7:
        C.pmh_meds(d, r, c, short=r.random() < 0.5)
    if r.random() < 0.5:
        C.social(d, r, c)
    if r.random() < 0.35:
        C.prev_contacts(d, r, c)
    if r.random() < 0.25:
        C.pasted_block(d, r, c)
    d.ln("O: " + ("Observed on video: " + r.choice(scn.ex) if video else "Telephone only - not examined. Speaking full sentences, no audible distress."))
    d.ln("A: " + r.choice(scn.imp))
    d.ln("P: " + " ".join(CL.some(r, scn.plan, 1, 3)))
    if r.random() < 0.4:
        d.ln(r.choice(C.discussed(c, scn) + (CL.CAPACITY[:3] if c.age >= 16 else [])))
    if scn.rx and r.random() < 0.6:
        d.ln("Rx:")
        C.rx_lines(d, r, c, scn)
        d.ln(r.choice(["Sent electronically to {p}.", "Faxed to {p} on {f}, original to follow.", "Script to {p} ({f})."]),
             p=("HOSPITAL", c.pharmacy), f=("FAX", c.pharm_fax))
    C.safety_net(d, r, c)
    if r.random() < 0.35:
        C.holiday_line(d, r, c)
    if r.random() < 0.4:
        d.ln("Copy of consultation to {p} ({e}).", p=("HOSPITAL", c.practice), e=("EMAIL", c.practice_email))
    d.ln("Call duration %d min. Encounter {e}." % r.randrange(4, 22), e=("ACCOUNT", c.enc_no))
    C.sign(d, r, c, "doc", r.choice(["elec", "short", "full"]))
    return d


QUOTES = ['"she\'s just not herself tonight, not making sense"', '"he\'s been on the floor since teatime"',
          '"the tablets ran out and the chemist is shut"', '"can\'t get her temperature down, Calpol every 4 hours"',
          '"worried he\'s dying, is this it?"', '"the carers said to ring you"', '"pain is 9 out of 10, never had it this bad"',
          '"I rang 111 and they said you\'d call back"', '"she keeps pulling at the catheter"',
          '"he\'s gone a funny grey colour"', '"baby won\'t feed, floppy-ish"', '"I just need something to help me sleep"']


ADMIN = ["Safeguarding: no concerns identified.", "Consent to view record: given (SCR/KIS viewed).",
         "Time to clinician: 23 min.", "Special patient note: none on file.", "Special patient note on file - read.",
         "Language: English, no interpreter needed.", "Safeguarding: child on CP plan - flag noted, info shared with duty SW.",
         "Consent to share with own GP: yes.", "Vulnerable adult flag on record.", "Frequent caller flag - care plan followed."]

def admin(c):
    if c.age < 16:
        return [x for x in ADMIN if "adult" not in x]
    return [x for x in ADMIN if "child" not in x]


CARE_ADVICE = ["call back if symptoms worsen", "keep hydrated", "do not drive", "paracetamol as per packet",
               "stay with the patient", "have medication list ready", "unlock front door for visiting doctor",
               "keep phone line free", "nil by mouth until assessed", "bring all medicines to the appointment"]


def quote(r, c):
    return r.choice(QUOTES).replace("rang 111", "rang " + C.HELPLINE[c.country][0])


PATHWAYS = {
    "UK": ("NHS 111", ["Dx05 Speak to a Primary Care Service within 2 hours", "Dx06 Speak to a Primary Care Service within 6 hours",
                       "Dx11 Speak to a Primary Care Service within 1 hour", "Dx32 Speak to a clinician within 2 hours",
                       "Dx75 Contact own GP practice next working day"]),
    "IE": ("co-op call centre", ["Cat B - GP callback 1h", "Cat C - GP callback 2h", "Home visit request"]),
    "AU": ("Healthdirect", ["See GP within 4 hours", "After hours home visit", "Call back from GP within 1 hour"]),
    "NZ": ("Healthline", ["See GP/Urgent care within 2 hours", "Self care with GP callback", "After hours home visit"]),
    "CA": ("811", ["Physician callback within 1 hour", "See physician within 4 hours", "Virtual visit within 12 hours"]),
}

QA = [("Is the patient conscious and breathing?", "Yes"), ("Any difficulty breathing?", "No"),
      ("Any pain in the chest?", "No"), ("Is there a new rash that does not fade?", "No"),
      ("Has the person had any fits?", "No"), ("Are they passing urine?", "Yes, less than usual"),
      ("Temperature measured?", "Yes - 38.6"), ("Is the person on blood thinners?", "Unknown"),
      ("Any thoughts of harming themselves?", "No"), ("Has there been vomiting?", "Yes x2"),
      ("Pain score (0-10)?", "7"), ("Pregnant or recently given birth?", "N/A")]


def helpline_referral(r, c):
    d = Doc()
    svc, dispos = PATHWAYS[c.country]
    h, m = C.ooh_time(r)
    scn = CL.pick_scenario(r, r.choice("hbt"), c.age)
    ref = r.choice(["%s" % phi._d(r, 9), "R%s" % phi._d(r, 8), "%s-%s" % (phi._d(r, 4), phi._d(r, 6))])
    d.ln(r.choice(["INTERNAL REFERRAL: %s -> GP OUT OF HOURS" % svc.upper(), "*** %s REFERRAL ***" % svc,
                   "Referral from %s - warm transfer" % svc]))
    d.ln("Call reference: {r}    Received into OOH queue: {dt} %s" % C.tm(r, h, m, "colon"), r=("IDNUM", ref),
         dt=C.D(r, c.date, c, r.choice(["dmy", "iso", "d_mon_y", "wk_long"])))
    d.ln("Disposition: %s" % r.choice(dispos))
    if c.country == "UK":
        d.ln("Final SD: %s   SG: %s   Pathway version %s" % (r.choice(["SD4193", "SD4300", "SD4052", "SD4110"]),
                                                           r.choice(["SG1022", "SG1190", "SG1206"]),
                                                           r.choice(["30.1.0", "29.3.1", "31.0.2"])))
    else:
        d.ln("Protocol: %s   Urgency level %d" % (r.choice(["adult fever", "abdominal pain", "breathing problems",
                                                          "urinary symptoms", "palliative symptom"]), r.randint(2, 5)))
    d.ln("Receiving service: {o} ({b})", o=("ORGANIZATION", c.org), b=("HOSPITAL", c.base))
    d.ln("")
    d.ln("PATIENT DETAILS")
    d.ln("  Name: {n}", n=C.pt_name(r, c, "full"))
    d.ln("  Age / DOB: {a} / {b}", a=("AGE", str(c.age)), b=C.Dob(r, c))
    d.ln("  Current location: {a}", a=addr(r, c, "full"))
    d.ln("  Home address same as current: %s" % r.choice(["Y", "Y", "N - staying with family"]))
    d.ln("  Callback: {p}   alt {q}", p=("PHONE", c.phone_mob), q=("PHONE", c.nok_phone))
    d.ln("  %s: {x}" % c.mrn_label, x=("MRN", c.mrn))
    d.ln("  Registered practice: {p}, {t}", p=("HOSPITAL", c.practice), t=("CITY", c.town))
    if r.random() < 0.5:
        d.ln("  Caller: {f} (%s)" % c.nok_rel, f=C.fam_name(r, c.nok, "full"))
    d.ln("")
    d.ln("ASSESSMENT TRANSCRIPT")
    for q, a in CL.some(r, QA, 4, 8):
        d.ln("  Q: %s  A: %s" % (q, a))
    d.ln("  Free text: " + r.choice(scn.pc) + ". " + " ".join(CL.some(r, scn.hx, 1, 2)))
    d.ln("  Symptom onset: %s   Previous calls re same: %s" % (r.choice(["< 12 hours", "1-3 days", "4-7 days", "> 1 week"]),
                                                              r.choice(["none", "1", "2 (both advice only)"])))
    d.ln("  Care advice given: " + "; ".join(CL.some(r, CARE_ADVICE, 2, 4)) + ".")
    if r.random() < 0.3:
        d.ln("  Travel: returned from {x} on {dt}.", x=("COUNTRY", c.abroad),
             dt=C.D(r, phi.dshift(c.date, -r.randint(2, 20)), c, r.choice(["d_mon", "dm", "d_month"])))
    d.ln("")
    d.ln("Health advisor: {n}  user {u}   Clinical supervisor: {s}",
         n=nm(r, c.handler, "DOCTOR", r.choice(["full", "first"])), u=("USERNAME", c.handler_user),
         s=nm(r, c.nurse, "DOCTOR", "full"))
    d.ln("Transfer %s   Warm transfer: %s" % (C.tm(r, *C.later(h, m, -r.randrange(2, 9)), style="colon"), r.choice(["declined", "not available", "completed"])))
    if r.random() < 0.4:
        d.ln("Message sent from terminal {ip} to OOH queue at %s." % C.tm(r, style="colon"), ip=("IPADDR", phi.ip(r)))
    return d


GENRES = {
    "ooh_triage_call": (triage_call, (0, 100)),
    "telephone_encounter": (telephone, (1, 95)),
    "helpline_referral": (helpline_referral, (0, 99)),
}
