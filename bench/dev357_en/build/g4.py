"""Genres: endophthalmitis incident report, optometrist fast-track referral (own),
eye helpline telephone triage (own)."""
import datetime as dt

import clin
import g5
import hdr
from core import P

ORGS_MICRO = ["coagulase-negative Staphylococcus (S. epidermidis)", "Streptococcus mitis group",
              "no growth at 48 h", "Staphylococcus aureus (MSSA)", "Enterococcus faecalis",
              "Gram-positive cocci on Gram stain; culture pending"]


def incident(ctx):
    pt = ctx.patient(ctx.ch(["nAMD", "nAMD", "DMO", "BRVO", "CRVO"]))
    site, unit = ctx.site("hosp"), ctx.site("unit")
    rep, inj = ctx.staff(ctx.ch(["nurse", "cons", "reg"])), ctx.staff(ctx.ch(["nurse", "reg", "cons"]))
    tap, mgr = ctx.staff(ctx.ch(["reg", "cons"])), ctx.staff(ctx.ch(["nurse", "cons"]))
    ab = clin.eyes(ctx)
    e = clin.eye_of(ctx, pt, ab)
    d = clin.drug(ctx, pt.dx)
    w = ctx.w
    inj_day = ctx.today - dt.timedelta(days=ctx.ri(2, 5))
    w(ctx.ch(["PATIENT SAFETY INCIDENT REPORT", "Clinical Incident Form", "INCIDENT REPORT - POST-INJECTION ENDOPHTHALMITIS",
              "Adverse event notification"]) + "\n")
    w(f"Incident ref: {P(ctx.idnum('inc'), 'IDNUM')}   Reported: {ctx.D(ctx.today, ctx.ch(['num', 'iso', 'med']))} {ctx.time()}\n")
    w(f"Reporter: {rep('fl')}, {rep.role}" + (f" (user {P(ctx.user(rep), 'USERNAME')})" if ctx.maybe(0.5) else "") + "\n")
    w(f"Location: {unit()}, {site()}" + (f", room {P(str(ctx.ri(1, 6)), 'LOCATION_OTHER')}" if ctx.maybe(0.5) else "") + "\n")
    w(f"Category: Infection - post-intravitreal endophthalmitis   Harm: {ctx.ch(['moderate', 'severe', 'low'])}\n\n")
    w("PATIENT\n")
    hdr.pt_block(ctx, pt, style="stack", extra=False)
    w(f"Age: {ctx.A(pt.age, 'bare')}  Sex: {pt.sex}\n\n")
    w("INDEX INJECTION\n")
    w(f"Date: {ctx.D(inj_day)}  Eye: {e}  Drug: {clin.drug_txt(ctx, d)}  Batch: {clin.batch(ctx)} (exp {clin.expiry(ctx)})\n")
    w(f"Injector: {inj(ctx.ch(['fl', 'il']))} {inj.cred}" + (f" ({ctx.lic_label(inj)} {P(inj.lic, 'LICENSE')})" if ctx.maybe(0.5) else "")
      + f"; prep {ctx.ch(['povidone-iodine 5%', 'PI 5% x2', 'chlorhexidine 0.1%'])}, speculum, no talking/masks worn.\n\n")
    w("DESCRIPTION\n")
    days = (ctx.today - inj_day).days
    w(f"Pt {ctx.ch(['rang the helpline', 'presented to eye casualty', 'attended walk-in'])} on day {days} "
      f"({ctx.D(ctx.today, ctx.ch(['wd', 'num']))}) with {ctx.ch(['pain and redness', 'sudden drop in vision', 'red eye, photophobia'])}"
      + (f", brought in by {clin.rel_txt(ctx, ctx.family(pt), pt)}" if ctx.maybe(0.5) else "") + ". "
      f"VA {e} {ctx.ch(['HM', 'CF', 'PL', '6/60', '20/400'])}, hypopyon {ctx.ch(['1', '1.5', '2', '3'])} mm, "
      f"{ctx.ch(['vitritis +++', 'no red reflex', 'fibrin in AC'])}. B-scan: {ctx.ch(['vitreous opacities, retina flat', 'dense echoes, retina attached'])}.\n")
    w(f"Tap and inject by {tap.t(ctx.ch(['fl', 'l']))} at {ctx.time(12, 22)}: vancomycin 1 mg/0.1 ml + ceftazidime "
      f"2.25 mg/0.1 ml{ctx.ch(['', ' + dexamethasone 0.4 mg'])}. Vitreous sample {P(ctx.idnum('spec'), 'IDNUM')} to microbiology.\n")
    w(f"Microbiology ({ctx.D(ctx.days(ctx.ri(1, 3)), ctx.ch(['num', 'dm']))}): {ctx.ch(ORGS_MICRO)}.\n\n")
    w("ACTIONS / NOTIFICATIONS\n")
    same = ctx.ri(6, 22)
    w(f"- Same-batch list review: {same} other pts injected {ctx.D(inj_day, ctx.ch(['num', 'dm']))} from this batch; all phoned, none symptomatic.\n")
    body = {"UK": "MHRA Yellow Card", "IE": "HPRA", "AU": "TGA", "NZ": "CARM/Medsafe", "CA": "Health Canada",
            "US": "FDA MedWatch"}[ctx.c]
    w(f"- {body} report {P(ctx.idnum('yc'), 'IDNUM')} submitted; pharmacy informed (batch quarantined? "
      f"{ctx.ch(['no - single case', 'yes, pending review'])}).\n")
    w(f"- Infection control: {ctx.staff('nurse')('fl')} informed {ctx.D(ctx.today, ctx.ch(['num', 'dm']))}.\n")
    w(f"- Duty of candour: discussed with pt" + (f" and {ctx.family(pt)('fl')}" if ctx.maybe(0.4) else "")
      + f"; letter sent {ctx.D(ctx.days(ctx.ri(1, 10)))}.\n")
    if ctx.maybe(0.35):
        w(f"- Pt admitted to {ctx.site('unit')()}, bed {P(str(ctx.ri(1, 28)), 'LOCATION_OTHER')}, for hourly drops.\n")
    w("\nTIMELINE\n")
    t = inj_day
    evs = ["injection", "first symptoms", "phoned helpline", "seen in eye casualty",
           "tap & inject", "culture result", "review: VA improving", "incident reviewed"]
    for k in [0] + sorted(ctx.r.sample(range(1, len(evs)), 4)):
        ev = evs[k]
        if k:
            t = t + dt.timedelta(days=ctx.ri(0, 2))
        w(f"  {ctx.D(t, ctx.ch(['iso', 'num', 'short']))} {ctx.time()}  {ev}\n")
    hdr.footer(ctx, site, pt, 0.3)
    w(f"\nManager review: {mgr('fl')}, {ctx.ch(['Matron', 'Clinical Lead', 'Nurse Unit Manager', 'Service Director'])} "
      f"- {ctx.ch(['no lapse in asepsis identified', 'observed injection practice; mask compliance reinforced', 'for M&M meeting'])}\n")
    w(f"Contact: {P(ctx.phone('land'), 'PHONE')}" + (f" / {P(ctx.email(mgr, site), 'EMAIL')}" if ctx.maybe(0.6) else "") + "\n")


def optom_referral(ctx):
    pt = ctx.patient(ctx.ch(["nAMD", "nAMD", "nAMD", "BRVO", "CRVO", "DMO", "mCNV"]))
    prac = ctx.site("optom")
    opt = ctx.staff("optom")
    hosp = ctx.site("hosp")
    gp, gps = ctx.staff("gp"), ctx.site("gp")
    ab = clin.eyes(ctx)
    e = clin.eye_of(ctx, pt, ab)
    w = ctx.w
    w(ctx.ch(["URGENT - SUSPECTED WET AMD - FAST TRACK REFERRAL", "Rapid access macular referral",
              "Optometric referral: urgent (suspected CNV)", "MACULAR FAST-TRACK FORM"]) + "\n")
    w(f"Referral ref: {P(ctx.idnum('ref'), 'IDNUM')}   Date of examination: {ctx.D(ctx.today)}\n\n")
    w(f"FROM: {ctx.sig(opt, 'fl')} ({ctx.lic_label(opt)} {P(opt.lic, 'LICENSE')})\n{prac()}\n"
      f"{ctx.addr_lines(prac.addr, sep=', ')}\nTel {P(prac.phone, 'PHONE')}"
      + (f"  Email {P(ctx.email(None, prac), 'EMAIL')}" if ctx.maybe(0.6) else "") + "\n")
    w(f"TO: Medical Retina, {hosp()}" + (f"  (fax {P(hosp.fax, 'FAX')})" if ctx.maybe(0.4) else
                                          f"  ({P(hosp.email, 'EMAIL')})" if ctx.maybe(0.5) else "") + "\n\n")
    w(f"PATIENT: {pt.t(ctx.ch(['fl', 'fml']))}   DOB {ctx.D(pt.dob)} ({ctx.A(pt.age, 'bare')})\n"
      f"Address: {ctx.addr_lines(pt.addr, sep=', ')}\n"
      f"Phone: {P(pt.phone, 'PHONE')}" + (f"  Mobile: {P(pt.mob, 'PHONE')}" if ctx.maybe(0.5) else "") + "\n")
    if pt.nat:
        w(clin.nat_line(ctx, pt) + "\n")
    elif ctx.c in ("AU", "CA", "US") and ctx.maybe(0.7):
        hp = ctx.hplan()
        w(f"{hp[0]}: {P(hp[1], 'HEALTHPLAN')}\n")
    w(f"GP: {gp.t(ctx.ch(['fl', 'il']))}, {gps()}\n\n")
    onset = ctx.days(-ctx.ri(3, 30))
    w(f"Symptoms: {ctx.ch(['distortion', 'central blur', 'grey patch', 'straight lines bent'])} {e} since "
      f"{ctx.D(onset, ctx.ch(['num', 'dm', 'long']))}. " + ctx.ch(["Noticed reading the paper.", "Door frames look wavy.",
                                                                  "Difficulty with faces."]) + "\n")
    w(f"VA: {ab[0]} {clin.va(ctx)}  {ab[1]} {clin.va(ctx)}   Amsler {e}: {ctx.ch(['distortion', 'scotoma', 'normal'])}\n")
    w(f"Fundus: {ctx.ch(['haemorrhage at fovea', 'grey-green membrane', 'exudate ring', 'drusen + SRF', 'flame haemorrhages ST arcade'])}. "
      f"OCT ({ctx.ch(clin.PL.OCT_MODELS)}): {clin.fluid(ctx, True, pt.dx)[0]}.\n")
    if ctx.maybe(0.4):
        w(f"Images uploaded to {P(ctx.url(hosp), 'URL')}" + (f" from {P(ctx.ip(), 'IPADDR')}" if ctx.maybe(0.4) else "") + ".\n")
    if ctx.maybe(0.6):
        ret = ctx.maybe(0.5)
        w(f"Social: {'retired' if ret else 'works as'} {P(pt.prof, 'PROFESSION')}"
          + ("" if ret or ctx.maybe(0.5) else f" ({ctx.org()})") + f"; {ctx.ch(['still drives', 'does not drive', 'drives locally'])}.\n")
    w(f"History: {ctx.ch(['fellow eye treated for wet AMD', 'no previous eye disease', 'T2DM 15 yrs', 'HTN, AF on apixaban'])}. "
      f"{ctx.ch(['Previous visit', 'Last eye exam'])} {ctx.D(ctx.days(-ctx.ri(200, 900)), ctx.ch(['my', 'm3y', 'num']))}.\n")
    w(f"IOP {ab[0]} {clin.iop(ctx)} {ab[1]} {clin.iop(ctx)} mmHg; {clin.hardneg(ctx)}\n")
    if ctx.maybe(0.6):
        w(clin.exam_line(ctx) + "\n")
    if ctx.maybe(0.5):
        g5.history_block(ctx, pt)
    w(f"Urgency: {ctx.ch(['seen within 2 weeks please', 'urgent', 'soon'])}.\n")
    hdr.sign(ctx, opt, lic=False)
    if ctx.maybe(0.4):
        w(f"Copy to GP ({P(gps.fax, 'FAX')}) and patient.\n")


def phone_triage(ctx):
    pt = ctx.patient()
    site = ctx.site("hosp")
    nurse = ctx.staff(ctx.ch(["nurse", "nurse", "optom", "reg"]))
    ab = clin.eyes(ctx)
    e = clin.eye_of(ctx, pt, ab)
    w = ctx.w
    fam = ctx.family(pt) if ctx.maybe(0.45) else None
    w(ctx.ch(["EYE HELPLINE - TELEPHONE TRIAGE", "Telephone consultation (post-injection)",
              "Macular helpline call log", "PHONE TRIAGE NOTE"]) + "\n")
    w(f"Call received {ctx.D(ctx.today, ctx.ch(['num', 'wd', 'iso']))} {ctx.time()} on {P(site.phone, 'PHONE')}"
      f" ({site()})\n")
    w(f"Handled by: {nurse(ctx.ch(['fl', 'il']))}, {nurse.role}\n")
    if fam:
        w(f"Caller: {fam(ctx.ch(['fl', 'f']))} ({fam.rel}), calling on behalf of pt. Callback: {P(ctx.phone('mob'), 'PHONE')}\n")
    else:
        w(f"Caller: patient. Callback: {P(ctx.ch([pt.mob, pt.phone]), 'PHONE')}\n")
    w(f"Pt: {pt(ctx.ch(['fl', 'LF', 'Lf']))}  {ctx.mrn_label()} {P(pt.mrn, 'MRN')}"
      + (f"  ({ctx.A(pt.age, ctx.ch(['word', 'yo', 'sex']), pt.sex)})" if ctx.maybe(0.5) else "") + "\n")
    ids = [f"DOB {ctx.D(pt.dob)}", f"postcode {P(pt.addr['zip'], 'ZIP')}" if not ctx.na else f"ZIP {P(pt.addr['zip'], 'ZIP')}"
           if ctx.us else f"postal code {P(pt.addr['zip'], 'ZIP')}", f"first line of address {P(pt.addr['street'], 'STREET')}"]
    w("ID check: " + ", ".join(ctx.r.sample(ids, 2)) + " - verified"
      + (f"; voice biometric match {P(ctx.bio(), 'BIOID')}" if ctx.maybe(0.3) else "") + ".\n")
    days = ctx.ri(1, 6)
    last = ctx.days(-days)
    cons = ctx.staff("cons")
    w(f"Background: {clin.dx(ctx, pt.dx)} {e}, under {cons.t(ctx.ch(['l', 'fl']))}; "
      f"{clin.interval(ctx)[1]} T&E, {ctx.ri(3, 45)} injections to date.\n")
    w(f"\nLast injection {e} {ctx.D(last, ctx.ch(['num', 'dm', 'wd']))} (day {days})")
    if ctx.maybe(0.5):
        w(".\n")
        dn = g5.drug_history(ctx, pt)[1]
        w(f"Current agent: {dn}.\n")
    else:
        w(f"; {clin.drug(ctx, pt.dx)[1]}.\n")
    if ctx.maybe(0.4):
        g5.history_block(ctx, pt)
    sx = ctx.ch(["gritty, watery, red patch on white of eye", "floaters since injection", "ache and redness, vision same",
                 "vision much worse today, eye painful", "sticky discharge", "black spots moving, no flashes"])
    w(f"Symptoms: {sx}.\n")
    w(f"Red flags: pain {ctx.ch(['Y', 'N'])}  worsening vision {ctx.ch(['Y', 'N'])}  discharge {ctx.ch(['Y', 'N'])}  "
      f"photophobia {ctx.ch(['Y', 'N'])}\n")
    urgent = "worse" in sx or "painful" in sx or ctx.maybe(0.2)
    if urgent:
        w(f"Outcome: attend eye casualty today - ? endophthalmitis. Informed on-call {ctx.staff('reg').t('l')} "
          f"({'pager' if ctx.c not in ('UK', 'IE') else 'bleep'} {P(ctx.phone('bleep'), 'PHONE')}).\n")
        x = ctx.r.random()
        if x < 0.4:
            w(f"Transport: taxi booked with {P(ctx.fill('{s} Cabs'), 'ORGANIZATION')}, account {P(ctx.acct(), 'ACCOUNT')}.\n")
        elif x < 0.7 and fam:
            w(f"{fam('f')} will drive pt in (reg {P(ctx.vehicle(), 'VEHICLE')}); drop-off at {ctx.building()}.\n")
        else:
            w("Pt will make own way by bus; advised not to drive.\n")
    else:
        w(f"Outcome: reassured; {ctx.ch(['lubricants qds', 'cool compress', 'paracetamol prn'])}. "
          "Safety-netted: ring back if pain/vision worse. Keep next appt " + ctx.D(ctx.days(ctx.ri(20, 80))) + ".\n")
    w("Advice: " + "; ".join(ctx.r.sample(["no eye make-up 48 h", "avoid swimming 1 week", "do not rub the eye",
                                            "continue usual drops", "ring back if any worse", "chloramphenicol not needed",
                                            "paracetamol ok", "sunglasses for glare"], ctx.ri(2, 4))) + ".\n")
    if ctx.maybe(0.3):
        w(f"Pt mentioned {'he' if pt.sex == 'M' else 'she'} is {ctx.ch(['due to fly to', 'visiting family in'])} "
          f"{P(ctx.ch(clin.PL.ABROAD), 'COUNTRY')} next week - advised to check with us first.\n")
    if ctx.maybe(0.35):
        w(f"Summary emailed to {P(ctx.email(None, site), 'EMAIL')}.\n")
    w(f"Documented by {P(ctx.user(nurse), 'USERNAME')} {ctx.time()}\n")
    if ctx.maybe(0.6):
        g5.followup_call(ctx, pt)
