"""Genres: consent form, patient letter, GP letter."""
import clin
import g5
import hdr
from core import P

RISKS = [
    "infection inside the eye (endophthalmitis), about 1 in 1,000 to 1 in 3,000 injections",
    "retinal tear or detachment, less than 1 in 1,000",
    "raised eye pressure, usually temporary",
    "bleeding on the white of the eye, common and harmless",
    "floaters or a 'bubble' in the vision for a few days",
    "gritty or sore eye for 24-48 hours",
    "inflammation (uveitis); rarely retinal vasculitis",
    "cataract from needle contact, rare",
    "stroke or heart attack - a possible small increased risk has not been confirmed",
]


def _eye_word(pt):
    return {"R": "right", "L": "left", "B": "both"}[pt.eye]


def consent(ctx):
    pt = ctx.patient()
    site = ctx.site("hosp")
    doc = ctx.staff(ctx.ch(["cons", "reg", "nurse"]))
    d = clin.drug(ctx, pt.dx)
    w = ctx.w
    hdr.site_head(ctx, site, dept=ctx.maybe(0.5), contacts=ctx.maybe(0.3))
    if ctx.c == "UK" and ctx.maybe(0.7):
        w("CONSENT FORM 1\nPatient agreement to investigation or treatment\n\n")
    else:
        w(ctx.ch(["INFORMED CONSENT FOR INTRAVITREAL INJECTION", "Consent to intravitreal injection therapy",
                  "Patient Consent - Intravitreal Injections (course of treatment)"]) + "\n\n")
    w(f"Form ref: {P(ctx.idnum('consent'), 'IDNUM')}\n")
    hdr.pt_block(ctx, pt, style=ctx.ch(["stack", "table"]), addr=ctx.maybe(0.4), phone=False)
    if ctx.na and ctx.maybe(0.6):
        hp = ctx.hplan()
        w(f"{hp[0]}: {P(hp[1], 'HEALTHPLAN')}\n")
    if ctx.c in ("US", "CA", "IE") and ctx.maybe(0.35):
        s = ctx.ssn()
        w(f"{s[0]}: {P(s[1], 'SSN')}\n")
    w(f"Responsible health professional: {doc.t(ctx.ch(['fl', 'fml']))}  Job title: {doc.role}\n")
    interp = None
    if ctx.maybe(0.3):
        interp = ctx.person("DOCTOR")
        w(f"Special requirements: {ctx.ch(clin.PL.LANGS)} interpreter ({interp('fl')}, booking ref "
          f"{P(ctx.idnum('interp'), 'IDNUM')})\n")
    w(f"\nProposed procedure: course of intravitreal injections of {clin.drug_txt(ctx, d)} into "
      f"{'both' if pt.eye == 'B' else 'the ' + _eye_word(pt)} eye{'s' if pt.eye == 'B' else ''} for {clin.dx(ctx, pt.dx)}"
      f", {ctx.ch(['approximately monthly at first', 'every 4-16 weeks', 'loading x3 then treat-and-extend'])}.\n")
    w("\nStatement of health professional\nIntended benefits: to stabilise or improve vision; reduce fluid at the macula.\n"
      "Serious or frequently occurring risks:\n")
    for rk in ctx.r.sample(RISKS, ctx.ri(4, 7)):
        w(f"  - {rk}\n")
    w(f"Alternatives discussed: {ctx.ch(['no treatment', 'observation', 'laser', 'other anti-VEGF agents', 'steroid implant'])}.\n")
    w(f"Leaflet given: {ctx.ch(['Anti-VEGF injections (v4)', 'Your eye injection', 'Intravitreal injections - what to expect'])}"
      + (f" - also at {P(site.url, 'URL')}" if ctx.maybe(0.35) else "") + "\n")
    w(f"Signed: {doc(ctx.ch(['fl', 'il']))}  Date: {ctx.D(ctx.today)}  Name (PRINT): {doc('FL')}"
      + (f"  {ctx.lic_label(doc)}: {P(doc.lic, 'LICENSE')}" if ctx.maybe(0.5) else "") + "\n")
    if interp:
        w(f"\nStatement of interpreter: I have interpreted the information above to the patient to the best of my ability.\n"
          f"Signed: {interp('fl')}  Date: {ctx.D(ctx.today)}\n")
    w("\nStatement of patient\nI agree to the procedure described on this form. I understand that I may withdraw consent at any time.\n")
    wit = None
    if ctx.maybe(0.4):
        wit = ctx.family(pt, ctx.ch(["daughter", "son", "wife", "husband", "niece", "carer"]))
        w(f"Patient unable to sign (visual impairment); consent given verbally and witnessed by "
          f"{wit(ctx.ch(['fl', 'fl', 'fml']))} ({wit.rel}"
          + (", holds Lasting Power of Attorney (health)" if ctx.maybe(0.3) and ctx.c == "UK" else "") + ")\n")
        w(f"Witness signature: {wit('fl')}  Date: {ctx.D(ctx.today)}  Tel: {P(ctx.phone('mob'), 'PHONE')}\n")
    else:
        w(f"Patient's signature: {pt('fl')}  Date: {ctx.D(ctx.today)}  Name (PRINT): {pt('FL')}\n")
    w("\nConfirmation of consent (at each visit): " + ", ".join(
        ctx.D(ctx.days(28 * (i + 1)), ctx.ch(["num", "short"])) + " " + doc(ctx.ch(["INI", "ini"]))
        for i in range(ctx.ri(1, 4))) + "\n")
    w(f"Copy accepted by patient: {ctx.ch(['yes', 'yes', 'no - sent by post', 'yes (large print)'])}\n")
    hdr.footer(ctx, site, pt, 0.5)


def patient_letter(ctx):
    pt = ctx.patient()
    site = ctx.site("hosp")
    sig = ctx.staff(ctx.ch(["cons", "nurse", "clerk", "optom"]))
    gp = ctx.staff("gp")
    gps = ctx.site("gp")
    w = ctx.w
    hdr.site_head(ctx, site, contacts=True)
    w(f"\nOur ref: {P(pt.mrn, 'MRN')}/{sig('lc')}\n")
    if pt.nat and ctx.maybe(0.5):
        w(clin.nat_line(ctx, pt) + "\n")
    w(ctx.D(ctx.today, ctx.ch(["long", "long", "ord", "num"])) + "\n\n")
    if ctx.maybe(0.5):
        w(ctx.ch(["PRIVATE AND CONFIDENTIAL", "Private & Confidential", "CONFIDENTIAL"]) + "\n")
    w(pt.t(ctx.ch(["fl", "fml", "il"])) + "\n" + ctx.addr_lines(pt.addr, country=ctx.maybe(0.1)) + "\n\n")
    sal = pt.t("l") if ctx.maybe(0.8) else pt("f")
    w(f"Dear {sal},\n\n")
    kind = ctx.ri(0, 2)
    appt = ctx.days(ctx.ri(10, 70))
    room = P(str(ctx.ri(1, 9)) + ctx.ch(["", "A", "B"]), "LOCATION_OTHER")
    if kind == 0:
        w(f"Re: Your next eye injection appointment\n\nYour next appointment in the "
          f"{ctx.ch(['Macular Treatment Clinic', 'Intravitreal Injection Clinic', 'Eye Day Unit'])} is on "
          f"{ctx.D(appt, 'wdlong')} at {ctx.time(8, 15)}, {ctx.building()}, room {room}. Please allow up to "
          f"{ctx.ch(['two', 'three'])} hours.\n")
    elif kind == 1:
        fl, wet = clin.fluid(ctx, None, pt.dx)
        w(f"Re: Results of your virtual clinic review on {ctx.D(ctx.days(-ctx.ri(2, 14)))}\n\n"
          f"We looked at your scans from your visit on {ctx.D(ctx.days(-ctx.ri(15, 40)), ctx.ch(['long', 'num']))}. "
          + ("The scan shows some fluid has returned, so we would like to bring your injections forward. "
             if wet else "The scans show the macula is dry, so we can safely extend the time between injections. ")
          + f"Your next injection is on {ctx.D(appt)}.\n")
    else:
        d = clin.drug(ctx, pt.dx)
        w(f"Re: Change to your eye treatment\n\nFollowing our discussion we are changing your injection to "
          f"{d[0]} ({d[1]}). This is a routine change; {ctx.ch(clin.PL.PUBLIC_BODIES[ctx.c])} guidance allows it. "
          f"Your first injection with the new medicine is on {ctx.D(appt, 'wdlong')}.\n")
    w("\nWhat to expect: we will check your vision and may put in drops to widen your pupils, then take a scan "
      "(OCT) of the back of the eye. " + ctx.ch(["The injection itself takes a few minutes and the eye is numbed first. ",
                                             "Most people feel pressure but little pain. ", ""])
      + ctx.ch(["You may see floating dark spots for a day or two; this is normal.", "Bring sunglasses, the light may feel bright.", ""]) + "\n")
    if ctx.maybe(0.4):
        co = ctx.staff("clerk")
        w(f"Your clinic coordinator is {co('fl')}, direct line {P(ctx.ext(site.phone), 'PHONE')}.\n")
    w("\nPlease bring your glasses and a list of your medicines. Your vision may be blurred after the injection, so "
      "please do not drive home. ")
    x = ctx.r.random()
    if x < 0.3:
        w(f"We have registered your car ({P(ctx.vehicle(), 'VEHICLE')}) for the concession parking scheme; "
          "please let us know if you change vehicle.\n")
    elif x < 0.55:
        f = ctx.family(pt, ctx.ch(["daughter", "son", "wife", "husband", "neighbour", "friend"]))
        w(f"You told us that your {f.rel}, {f(ctx.ch(['fl', 'f']))}, will bring you"
          + (f" (vehicle {P(ctx.vehicle(), 'VEHICLE')} is on the drop-off list)" if ctx.maybe(0.4) else "") + ".\n")
    elif x < 0.8:
        tc = ctx.fill(ctx.ch(clin.PL.TRANSPORT_CO))
        w(f"If you need transport, please call {P(tc, 'ORGANIZATION')} on {P(ctx.phone('land'), 'PHONE')} at least "
          "48 hours before.\n")
    else:
        w("\n")
    w(f"\nIf your eye becomes very painful, red, or your vision drops suddenly in the days after an injection, "
      f"call the eye helpline on {P(ctx.ext(site.phone) if ctx.maybe(0.3) else site.phone, 'PHONE')}"
      + (f" (out of hours {P(ctx.phone('land'), 'PHONE')})" if ctx.maybe(0.5) else "") + ". Do not wait for your next appointment.\n")
    if ctx.maybe(0.4):
        w(f"You can view your appointments online at {P(site.url, 'URL')}"
          + (f" (your username is {P(ctx.user(pt), 'USERNAME')})" if ctx.maybe(0.4) else "") + ".\n")
    if ctx.maybe(0.3):
        w(f"To change your appointment email {P(site.email, 'EMAIL')}.\n")
    w("\nYours sincerely,\n\n")
    hdr.sign(ctx, sig, lic=False, date=False, prefix="")
    w(f"\ncc: {gp.t(ctx.ch(['fl', 'il']))}, {gps()}" + (", " + ctx.addr_lines(gps.addr, sep=", ") if ctx.maybe(0.5) else "") + "\n")


def gp_letter(ctx):
    pt = ctx.patient()
    site = ctx.site("hosp")
    doc, sec = ctx.staff(ctx.ch(["cons", "cons", "reg"])), ctx.staff("sec")
    gp, gps = ctx.staff("gp"), ctx.site("gp")
    ab = clin.eyes(ctx)
    e = clin.eye_of(ctx, pt, ab)
    w = ctx.w
    hdr.site_head(ctx, site, contacts=True)
    w(f"\nClinic date: {ctx.D(ctx.today)}   Typed: {ctx.D(ctx.days(ctx.ri(1, 9)))}\n\n")
    w(f"{gp.t(ctx.ch(['fl', 'il']))}\n{gps()}\n{ctx.addr_lines(gps.addr)}\n\n")
    w(f"Dear {gp.t('l') if ctx.maybe(0.8) else gp('f')},\n\n")
    w(f"Re: {pt.t(ctx.ch(['fl', 'fml']))}, {clin.dob_line(ctx, pt, 'DOB')}, {ctx.addr_lines(pt.addr, sep=', ')}\n")
    w(f"{ctx.mrn_label()}: {P(pt.mrn, 'MRN')}" + (f"   {clin.nat_line(ctx, pt)}" if pt.nat else "") + "\n\n")
    if ctx.na and ctx.maybe(0.5):
        hp = ctx.hplan()
        w(f"Insurance: {P(ctx.ch(clin.PL.INSURER[ctx.c]), 'ORGANIZATION')} {hp[0]} {P(hp[1], 'HEALTHPLAN')}\n")
    w(f"Diagnosis: {clin.dx(ctx, pt.dx)} {e}\nTreatment: {clin.drug_txt(ctx, clin.drug(ctx, pt.dx))}, "
      f"{ctx.ri(1, 40)} injections to date\n")
    w(f"VA: {ab[0]} {clin.va(ctx)}, {ab[1]} {clin.va(ctx)}\n\n")
    age = ctx.A(pt.age, ctx.ch(["yearold", "yearold", "word", "yo"]))
    sx = "gentleman" if pt.sex == "M" else "lady"
    w(f"I reviewed this {age} {sx} in the {ctx.ch(['macular', 'medical retina', 'injection'])} clinic today. ")
    if ctx.maybe(0.5):
        ret = ctx.maybe(0.5)
        w(f"{'He' if pt.sex == 'M' else 'She'} {'is a retired' if ret else 'works as a'} {P(pt.prof, 'PROFESSION')}"
          + (f" at {ctx.org()}" if not ret and ctx.maybe(0.5) else "") + ". ")
    if ctx.maybe(0.5):
        f = ctx.family(pt)
        w(f"{'He' if pt.sex == 'M' else 'She'} attended with {clin.rel_txt(ctx, f, pt)}. ")
    fl, wet = clin.fluid(ctx, None, pt.dx)
    if ctx.maybe(0.5):
        w(clin.exam_line(ctx) + " ")
    w(f"The OCT today shows {fl} (CST {clin.cst(ctx, wet)} µm). {clin.hardneg(ctx)} ")
    if ctx.maybe(0.35):
        pb = {"UK": "the DVLA", "IE": "the NDLS", "AU": "the state licensing authority", "NZ": "NZTA",
              "CA": "the provincial licensing authority", "US": "the DMV"}[ctx.c]
        w(f"I have advised that the vision in the better eye does not currently meet the driving standard and that "
          f"{'he' if pt.sex == 'M' else 'she'} must inform {pb}. ")
    if ctx.maybe(0.3):
        w(f"{'He' if pt.sex == 'M' else 'She'} is travelling to {P(ctx.ch(clin.PL.ABROAD), 'COUNTRY')} in "
          f"{P(ctx.dfmt(ctx.days(ctx.ri(30, 120)), 'my').split()[0], 'DATE')}, "
          "and we will fit the injection around this. ")
    w("\n")
    if ctx.maybe(0.4):
        g5.trend_block(ctx, e)
    if ctx.maybe(0.6):
        g5.history_block(ctx, pt)
    w(f"\nPlan: {clin.plan(ctx, wet)}.\n")
    w(ctx.ch(["Action for GP: none.", "Action for GP: please optimise BP and HbA1c.",
              "Action for GP: please review anticoagulation - no need to stop for injections.",
              "Action for GP: Certificate of Visual Impairment completed - please add to register."]) + "\n\n")
    w("Yours sincerely,\n\n")
    hdr.sign(ctx, doc, prefix="")
    hdr.typed(ctx, doc, sec)
    w(f"cc: {pt.t(ctx.ch(['fl', 'il']))}" + (f"; {ctx.site('optom')()}" if ctx.maybe(0.4) else "") + "\n")
    if ctx.maybe(0.3):
        w(f"Secretary: {sec('fl')}, {P(ctx.ext(site.phone), 'PHONE')}, {P(ctx.email(sec, site), 'EMAIL')}\n")
