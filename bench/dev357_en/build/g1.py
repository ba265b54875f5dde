"""Genres: injection clinic record, OCT report, treat-and-extend tracker, angiography report."""
import datetime as dt

import clin
import g5
import hdr
from core import P


def _hist_date(ctx, years=(1, 6)):
    return ctx.today - dt.timedelta(days=ctx.ri(365 * years[0], 365 * years[1]))


def injection_record(ctx):
    pt = ctx.patient()
    site, unit = ctx.site("hosp"), ctx.site("unit")
    inj = ctx.staff(ctx.ch(["nurse", "nurse", "cons", "reg"]) if not ctx.na else ctx.ch(["cons", "reg"]))
    chk = ctx.staff(ctx.ch(["hca", "nurse", "tech"]))
    ab = clin.eyes(ctx)
    e = clin.eye_of(ctx, pt, ab)
    d = clin.drug(ctx, pt.dx)
    n_inj = ctx.ri(1, 48)
    w = ctx.w
    if ctx.maybe(0.6):
        hdr.site_head(ctx, site, contacts=ctx.maybe(0.4))
    w(ctx.ch(["INTRAVITREAL INJECTION RECORD", "Intravitreal Injection - Procedure Record",
              "IVT INJECTION NOTE", "Procedure note: intravitreal injection",
              "ANTI-VEGF INJECTION CLINIC"]) + "\n\n")
    hdr.pt_block(ctx, pt)
    if ctx.maybe(0.4):
        w(ctx.ch(["Encounter #: ", "Visit no: ", "Episode: ", "Acct: "]) + P(ctx.acct(), "ACCOUNT") + "\n")
    loc = ctx.ch([f"Room {P(ctx.ch(['1', '2', '3', '4', '2A', '3B', '5']), 'LOCATION_OTHER')}",
                  f"Chair {P(str(ctx.ri(1, 8)), 'LOCATION_OTHER')}",
                  f"Injection room {P(ctx.ch(['A', 'B', 'C', '1', '2']), 'LOCATION_OTHER')}",
                  f"Bay {P(str(ctx.ri(1, 6)), 'LOCATION_OTHER')}"])
    w(f"Date: {ctx.D(ctx.today)}  Time in: {ctx.time(8, 12)}  Clinic: {unit()}  {loc}\n")
    first = _hist_date(ctx)
    w(f"Indication: {clin.dx(ctx, pt.dx)} {e}. Injection #{n_inj} to {e}"
      + (f" (first injection {ctx.D(first, ctx.ch(['my', 'm3y', 'num', 'y']))})" if ctx.maybe(0.6) else "")
      + ".\n")
    if ctx.maybe(0.3):
        g5.history_block(ctx, pt)
    if ctx.maybe(0.35):
        w(f"Fellow eye: {ctx.ch(['GA, not for treatment', 'dry AMD, drusen', 'disciform scar', 'treated, dry', 'normal'])}.\n")
    w("\nPRE-INJECTION\n")
    w(f"VA {ab[0]} {clin.va(ctx)}  {ab[1]} {clin.va(ctx)}\n")
    w(f"IOP {ab[0]} {clin.iop(ctx)} {ab[1]} {clin.iop(ctx)} mmHg ({ctx.ch(['iCare', 'GAT', 'Tonopen'])})\n")
    if ctx.maybe(0.5):
        w(clin.exam_line(ctx) + "\n")
    fl, wet = clin.fluid(ctx, None, pt.dx)
    w(f"OCT {e}: CST {clin.cst(ctx, wet)} µm, {fl}\n")
    if ctx.maybe(0.5):
        w(f"Consent: {ctx.ch(['confirmed', 'signed form checked', 'verbal re-consent'])}"
          + (f", form ref {P(ctx.idnum('consent'), 'IDNUM')}" if ctx.maybe(0.6) else "") + "\n")
    w(ctx.ch(["Allergies: NKDA", "Allergies: iodine (use chlorhexidine)", "Allergies: penicillin - rash",
              "NKA", "Allergy: latex"]) + ".  " + ctx.ch(["On apixaban - continue.", "Not anticoagulated.",
                                                        "Warfarin, INR 2.4 - ok to proceed.", ""]) + "\n")
    w("\nPROCEDURE\n")
    w(f"Time out / WHO check done {ctx.time(9, 16)}. Eye marked {e}. {clin.hardneg(ctx)}\n")
    w(f"Drug: {clin.drug_txt(ctx, d)}  Batch: {clin.batch(ctx)}  Exp: {clin.expiry(ctx)}\n")
    w(f"Site: {ctx.ch(['inferotemporal', 'superotemporal', 'inferonasal'])}. "
      + ctx.ch(["Uncomplicated.", "Small SCH at site, reassured.", "Minor reflux, no further action.",
                "Pt anxious, tolerated well."]) + "\n")
    w(f"Post: perfusion {ctx.ch(['confirmed (CF)', 'OK - HM', 'ok, optic disc perfused'])}; IOP {ctx.ri(18, 36)} mmHg"
      + (f" -> {ctx.ri(12, 22)} at 30 min" if ctx.maybe(0.5) else "") + "\n")
    if ctx.maybe(0.35):
        f = ctx.family(pt)
        v = P(ctx.vehicle(), "VEHICLE")
        w(f"Transport: pt accompanied by {clin.rel_txt(ctx, f, pt)}, who is driving (car reg {v}); "
          f"advised pt not to drive today.\n")
    elif ctx.maybe(0.25):
        w(f"Pt works as {ctx.ch(['a', 'an'] if pt.prof[0] in 'aeiou' else ['a'])} {P(pt.prof, 'PROFESSION')}"
          f" - fit note for {ctx.ch(['today', '24 h', 'the day'])} given.\n")
    wk, iv = clin.interval(ctx)
    nxt = ctx.days(7 * wk)
    w(f"\nPLAN: {clin.plan(ctx, wet)}. Next appt {ctx.D(nxt)}"
      + ctx.ch(["", " (" + P(ctx.dfmt(nxt, "wdlong").split()[0].rstrip(","), "DATE") + " AM list)"])
      + ". Post-injection advice leaflet given; helpline " + P(ctx.phone("land"), "PHONE") + ".\n\n")
    w(f"Injector: {ctx.sig(inj)}")
    if ctx.maybe(0.6):
        w(f"  ({ctx.lic_label(inj)} {P(inj.lic, 'LICENSE')})")
    w(f"\nChecked by: {chk(ctx.ch(['fl', 'il', 'INI']))}\n")
    if ctx.maybe(0.35):
        w(f"Entered by user {P(ctx.user(inj), 'USERNAME')} at {ctx.time()} from workstation "
          f"{P(ctx.ip(), 'IPADDR')}\n")
    hdr.footer(ctx, site, pt, 0.4)


def oct_report(ctx):
    pt = ctx.patient()
    site = ctx.site("hosp")
    tech, rep = ctx.staff("tech"), ctx.staff(ctx.ch(["cons", "reg", "optom"]))
    ref = ctx.staff(ctx.ch(["cons", "reg"]))
    ab = clin.eyes(ctx)
    model = ctx.ch(clin.PL.OCT_MODELS)
    w = ctx.w
    if ctx.maybe(0.45):
        hdr.site_head(ctx, site, dept=False, contacts=ctx.maybe(0.5))
    w(ctx.ch(["OCT REPORT", "Optical Coherence Tomography - Macula", "SD-OCT MACULA REPORT",
              "OCT / OCTA imaging report"]) + "\n")
    if ctx.maybe(0.5):
        w(site() + " - " + ctx.ch(["Ophthalmic Imaging", "Eye Imaging Suite", "Retina Imaging"]) + "\n")
    w("-" * ctx.ri(30, 52) + "\n")
    hdr.pt_block(ctx, pt, style=ctx.ch(["table", "line"]), extra=False)
    if ctx.maybe(0.5):
        w(f"Sex: {pt.sex}   Age at scan: {ctx.A(pt.age, 'bare')}\n")
    w(f"Accession: {P(ctx.idnum('oct'), 'IDNUM')}   Acquired: {ctx.D(ctx.today, ctx.ch(['iso', 'num', 'med']))} {ctx.time()}\n")
    w(f"Device: {model} (S/N {P(ctx.device(), 'DEVICE')})  ")
    if ctx.maybe(0.5):
        w(f"Operator: {P(ctx.user(tech), 'USERNAME')}\n")
    else:
        w(f"Operator: {tech(ctx.ch(['fl', 'il', 'Lf']))}" + (f", {tech.cred}" if tech.cred else "") + "\n")
    if ctx.maybe(0.45):
        w(f"DICOM export -> PACS node {P(ctx.ip(), 'IPADDR')}:104  status OK\n")
    w(f"Referring clinician: {ref.t(ctx.ch(['l', 'fl', 'il']))}\n")
    w(f"Protocol: {ctx.ch(['49-line raster 20x20 deg, ART 9', '512x128 macular cube', '6x6 mm OCTA + line scan', '25-line volume, HR mode'])}"
      f"; signal strength {ctx.ri(6, 10)}/10\n\n")
    prior = ctx.days(-7 * ctx.ri(4, 16))
    for i, eye in enumerate(ab):
        wet = ctx.maybe(0.55)
        c = clin.cst(ctx, wet)
        w(f"{eye}: CST {c} µm (prev {c + ctx.ri(-80, 60)} µm on {ctx.D(prior, ctx.ch(['num', 'short', 'dm']))}); "
          f"vol {ctx.ri(70, 130) / 10:.1f} mm3. {clin.fluid(ctx, wet, pt.dx)[0]}. "
          + ctx.ch(["ELM/EZ intact subfoveally.", "EZ disrupted centrally.", "Subretinal hyperreflective material.",
                    "Drusen, no hyporeflective wedge.", "ERM with mild traction.", "cRORA temporal 1.2 mm2."])
          + "\n")
    if ctx.maybe(0.75):
        g5.trend_block(ctx, clin.eye_of(ctx, pt, ab))
    if ctx.maybe(0.4):
        w(f"OCTA: {ctx.ch(['flow signal in PED consistent with type 1 MNV', 'no flow void', 'BVN with polyps', 'FAZ enlarged, capillary dropout'])}.\n")
    if ctx.maybe(0.35):
        w(clin.hardneg(ctx) + "\n")
    w(f"Quality: {ctx.ch(['good', 'adequate - blink artefact', 'fair, media opacity (cataract)', 'segmentation error corrected manually'])}. "
      f"Comparison: {ctx.ch(['registered follow-up scan (AutoRescan)', 'manual comparison', 'no prior on this device'])}.\n")
    w(f"\nImpression: {ctx.ch(['active', 'inactive', 'reactivation', 'improving', 'stable'])} "
      f"{clin.dx(ctx, pt.dx)}. {clin.plan(ctx, ctx.maybe(0.5)).capitalize()}.\n")
    hdr.sign(ctx, rep, prefix=ctx.ch(["Reported by: ", "Reviewed: ", "Grader: "]), date=True)
    if ctx.maybe(0.5):
        w(f"Copy to: {ref.t(ctx.ch(['l', 'il']))} ({P(ctx.email(ref, site), 'EMAIL')})\n")
    hdr.footer(ctx, site, pt, 0.5)


def te_tracker(ctx):
    pt = ctx.patient(ctx.ch(["nAMD", "nAMD", "DMO", "BRVO", "CRVO", "PCV"]))
    ab = clin.eyes(ctx)
    e = clin.eye_of(ctx, pt, ab)
    d = clin.drug(ctx, pt.dx)
    injs = [ctx.staff(ctx.ch(["nurse", "cons", "reg"])) for _ in range(3)]
    w = ctx.w
    w(ctx.ch(["TREAT-AND-EXTEND INTERVAL TRACKER", "T&E tracker", "Treat & Extend - injection interval log",
              "Anti-VEGF T&E Flowsheet"]) + f" - {e} - {d[1]}\n")
    hdr.pt_block(ctx, pt, style=ctx.ch(["line", "stack"]), extra=False)
    if ctx.maybe(0.4):
        w(f"Consultant: {injs[0].t(ctx.ch(['l', 'fl']))}  Site: {ctx.site('hosp')()}\n")
    if ctx.maybe(0.6):
        g5.drug_history(ctx, pt)
    if ctx.maybe(0.4):
        g5.history_block(ctx, pt)
    w(f"Protocol: load x{ctx.ch([3, 3, 4, 5])} monthly, then extend +2/52 if dry (max {ctx.ch([12, 16, 16, 20])}w), "
      f"shorten -2/52 if active (min {ctx.ch([4, 6, 8])}w).\n\n")
    n = ctx.ri(7, 14)
    start = ctx.today - dt.timedelta(weeks=ctx.ri(40, 120))
    sep = ctx.ch([" | ", "  ", " ; "])
    w(sep.join(["#", "Date", "VA", "CST", "Fluid", "Given", "Next", "By"]) + "\n")
    day, iv = start, 4
    last = None
    for i in range(1, n + 1):
        wet = ctx.maybe(0.35) if i > 3 else True
        nxt = 4 if i <= 3 else max(4, min(16, iv + (-2 if wet else 2)))
        inj = ctx.ch(injs)
        row = [str(i), ctx.D(day, ctx.ch(["num", "short", "dm"]) if i > 1 else "num"),
               clin.va(ctx).replace(" letters", "L"), str(clin.cst(ctx, wet)),
               ctx.ch(["SRF", "IRF", "IRF+SRF"]) if wet else "dry", f"{iv}w" if i > 1 else "-",
               f"{nxt}w", inj("INI")]
        w(sep.join(row) + "\n")
        last = day
        iv = nxt
        day = day + dt.timedelta(weeks=nxt)
    w(f"\nCurrent interval {iv} weeks; next due {ctx.D(day)}"
      + (f" - booked, appt ref {P(ctx.acct(), 'ACCOUNT')}" if ctx.maybe(0.4) else "") + ".\n")
    if ctx.maybe(0.4):
        w(ctx.ch(["Missed appt ", "DNA ", "Cancelled by pt "]) + ctx.D(last - dt.timedelta(days=ctx.ri(20, 60)))
          + ctx.ch([" (holiday in " + P(ctx.ch(clin.PL.ABROAD), "COUNTRY") + ")", " - unwell", " - transport failed"])
          + ".\n")
    if ctx.maybe(0.3):
        w("Key: " + ", ".join(p("INI") + " = " + p("fl") for p in injs[:2]) + "\n")
    w(f"Last updated {ctx.D(last, 'iso')} by {P(ctx.user(injs[0]), 'USERNAME')}\n")
    hdr.footer(ctx, None, pt, 0.5)


def angio_report(ctx):
    pt = ctx.patient(ctx.ch(["nAMD", "PCV", "PCV", "BRVO", "CRVO", "DMO"]))
    site = ctx.site("hosp")
    photo, nurse, rep = ctx.staff("tech"), ctx.staff("nurse"), ctx.staff("cons")
    ab = clin.eyes(ctx)
    w = ctx.w
    hdr.site_head(ctx, site, contacts=ctx.maybe(0.3))
    w(ctx.ch(["FUNDUS FLUORESCEIN ANGIOGRAPHY REPORT", "FFA / ICGA REPORT", "Angiography: FFA + ICG",
              "Fluorescein angiogram"]) + "\n")
    hdr.pt_block(ctx, pt)
    w(f"Date of study: {ctx.D(ctx.today)}   Study no: {P(ctx.idnum('oct'), 'IDNUM')}\n")
    w(f"Requested by: {rep.t(ctx.ch(['l', 'fl']))}  Indication: ? {clin.dx(ctx, pt.dx)}\n\n")
    if ctx.maybe(0.6):
        g5.history_block(ctx, pt)
    w(f"Pre-check: weight {ctx.ri(48, 112)} kg, eGFR {ctx.ri(35, 90)}, allergies "
      f"{ctx.ch(['nil', 'shellfish', 'penicillin', 'nil known'])}. Previous FFA: "
      + ctx.ch(["none", "uneventful " + ctx.D(ctx.days(-ctx.ri(400, 2000)), ctx.ch(['y', 'my'])),
                "nausea only"]) + "\n")
    w(f"Cannula {ctx.ch(['22G', '20G', '24G'])} {ctx.ch(['R', 'L'])} antecubital fossa by {nurse(ctx.ch(['fl', 'il']))}"
      f" {nurse.cred}. Sodium fluorescein 10% 5 ml (batch {clin.batch(ctx)})"
      + (f"; ICG 25 mg (batch {clin.batch(ctx)})" if ctx.maybe(0.5) else "") + ".\n")
    w(f"Camera: {ctx.ch(['Heidelberg Spectralis HRA+OCT', 'Optos California', 'Topcon TRC-50DX', 'Zeiss Clarus 700'])}"
      f", unit S/N {P(ctx.device(), 'DEVICE')}. Photographer: {photo(ctx.ch(['fl', 'il']))}"
      + (f", {photo.cred}" if photo.cred else "") + "\n\n")
    for eye in ab:
        w(f"{eye}: " + ctx.ch([
            "early lacy hyperfluorescence with late leakage, classic CNV subfoveal.",
            "stippled hyperfluorescence, late pooling in PED - occult CNV.",
            "hypofluorescent blockage from haemorrhage; no leakage beyond.",
            "ICGA: nodular polyps at the margin of a BVN, pulsatile.",
            "capillary non-perfusion inferotemporal ~5 DD; petaloid leakage at macula.",
            "normal transit, no leakage.", "window defects only (atrophy).",
            "microaneurysms with late diffuse leakage; FAZ enlarged, irregular."]) + "\n")
    if ctx.maybe(0.5):
        w(clin.exam_line(ctx) + "\n")
    w(f"\nAdverse reaction: {ctx.ch(['none', 'nausea at 30 s, settled', 'urticaria - chlorphenamine 10 mg IV', 'vasovagal, recovered supine'])}.\n")
    if ctx.maybe(0.3):
        w(f"Pt (a retired {P(pt.prof, 'PROFESSION')}) advised skin/urine yellow 24-48 h.\n")
    w(f"Conclusion: {clin.dx(ctx, pt.dx)}. " + ctx.ch(["Suitable for anti-VEGF.", "Consider PDT + anti-VEGF (EVEREST II).",
                                                     "Laser not indicated.", "Refer back to MR clinic."]) + "\n")
    hdr.sign(ctx, rep, prefix="Reported: ")
    hdr.footer(ctx, site, pt, 0.5)
