"""Genre: new patient registration / demographics sheet (own), plus enrichment blocks shared by
other genres (history, CST trend, drug history, follow-up call)."""
import datetime as dt

import clin
import hdr
from core import P

MEDS = ["amlodipine 5 mg od", "metformin 1 g bd", "apixaban 5 mg bd", "atorvastatin 40 mg on",
        "ramipril 5 mg od", "insulin glargine 24 u nocte", "levothyroxine 75 mcg od",
        "bisoprolol 2.5 mg od", "aspirin 75 mg od", "latanoprost 0.005% nocte LE",
        "empagliflozin 10 mg od", "warfarin as per INR", "semaglutide 1 mg weekly",
        "AREDS2 supplement bd", "hylo-forte qds", "clopidogrel 75 mg od"]
POH = ["phaco + IOL", "YAG capsulotomy", "PRP", "focal laser", "PDT", "RRD repair",
       "glaucoma (POAG)", "amblyopia", "ERM peel", "retinal vein occlusion fellow eye"]


def history_block(ctx, pt):
    w = ctx.w
    ab = clin.eyes(ctx)
    w("\n" + ctx.ch(["PMH/POH", "History", "PMH", "Hx"]) + ":\n")
    for i in range(ctx.ri(1, 3)):
        w(f"- {ctx.ch(POH)} {ctx.ch(ab)} ({ctx.D(ctx.today - dt.timedelta(days=ctx.ri(400, 5000)), ctx.ch(['y', 'y', 'my', 'm3y']))})\n")
    w(f"- {ctx.ch(['T2DM', 'HTN', 'AF', 'IHD', 'CKD 3a', 'hypothyroid', 'COPD'])}, "
      f"{ctx.ch(['T2DM', 'HTN', 'hyperlipidaemia', 'OSA', 'osteoarthritis'])}\n")
    w("Meds: " + "; ".join(ctx.r.sample(MEDS, ctx.ri(2, 5))) + "\n")
    if ctx.maybe(0.55):
        f = ctx.family(pt)
        home = ctx.ch(["lives with", "lives alone, supported by", "lives near"])
        w(f"SH: {home} {clin.rel_txt(ctx, f, pt)} in {P(pt.addr['city'], 'CITY')}"
          + (f"; {ctx.ch(['retired', 'ex-', 'former'])} {P(pt.prof, 'PROFESSION')}" if ctx.maybe(0.6) else "")
          + f"; {ctx.ch(['non-smoker', 'ex-smoker 30 pack-yr', 'smoker 10/day'])}.\n")


def trend_block(ctx, eye):
    n = ctx.ri(3, 5)
    d = ctx.today
    rows = []
    for i in range(n):
        d = d - dt.timedelta(weeks=ctx.ri(4, 12))
        rows.append(f"{ctx.D(d, ctx.ch(['num', 'short', 'med']))}: {ctx.ri(210, 560)}")
    ctx.w(f"CST trend {eye} (µm): " + "; ".join(rows) + "\n")


def drug_history(ctx, pt):
    a = ctx.today - dt.timedelta(days=ctx.ri(700, 2400))
    b = a + dt.timedelta(days=ctx.ri(180, 600))
    d1 = clin.drug(ctx, pt.dx)
    d2 = clin.drug(ctx, pt.dx)
    while d2[0] == d1[0]:
        d2 = clin.drug(ctx, pt.dx)
    ctx.w(f"Previous: {d1[0]} {ctx.D(a, ctx.ch(['my', 'm3y', 'num']))}-{ctx.D(b, ctx.ch(['my', 'm3y', 'num']))}"
          f" ({ctx.ri(4, 20)} inj), switched to {d2[1]} {ctx.ch(['for persistent SRF', 'for durability', 'per formulary change', 'on cost grounds (biosimilar)'])}.\n")
    return d2


def followup_call(ctx, pt):
    n2 = ctx.staff(ctx.ch(["nurse", "optom"]))
    ctx.w(f"\nFollow-up call {ctx.D(ctx.days(1), ctx.ch(['num', 'dm', 'wd']))} {ctx.time()} by {n2(ctx.ch(['fl', 'il']))}: "
          + ctx.ch(["pt feeling better, redness settling.", "no answer - voicemail left, will retry.",
                    "spoke to " + clin.rel_txt(ctx, ctx.family(pt), pt) + ", pt comfortable.",
                    "pt attended eye casualty overnight - see ED notes."]) + "\n")


def registration(ctx):
    pt = ctx.patient()
    site = ctx.site("hosp")
    clerk = ctx.staff("clerk")
    gp, gps = ctx.staff("gp"), ctx.site("gp")
    w = ctx.w
    hdr.site_head(ctx, site, dept=ctx.maybe(0.6))
    w(ctx.ch(["NEW PATIENT REGISTRATION - RETINA CLINIC", "Patient Registration / Demographics",
              "Face sheet - new referral (Medical Retina)", "PATIENT INFORMATION FORM"]) + "\n")
    w(f"Registered: {ctx.D(ctx.today)} {ctx.time()} by {clerk(ctx.ch(['fl', 'il']))}"
      + (f" ({P(ctx.user(clerk), 'USERNAME')})" if ctx.maybe(0.6) else "") + "\n")
    w(f"{ctx.ch(['Account No', 'Visit #', 'Episode no', 'Encounter'])}: {P(ctx.acct(), 'ACCOUNT')}   "
      f"{ctx.mrn_label()}: {P(pt.mrn, 'MRN')}\n\n")
    w("PATIENT\n")
    w(f"Surname: {pt('L' if ctx.maybe(0.5) else 'l')}   Forename(s): {P(pt.first + (' ' + pt.mid if pt.mid else ''), 'PATIENT')}"
      f"   Title: {pt.title or 'Mx'}\n")
    if ctx.maybe(0.3):
        nick = ctx.ch([pt.first[:3], pt.first[:4] + "ie"])
        w(f"Preferred name: {P(nick, 'PATIENT')}\n")
    w(f"DOB: {ctx.D(pt.dob)}   Age: {ctx.A(pt.age, 'bare')}   Sex: {ctx.ch(['M', 'Male']) if pt.sex == 'M' else ctx.ch(['F', 'Female'])}\n")
    w(f"Address: {ctx.addr_lines(pt.addr, sep=', ', country=ctx.maybe(0.4))}\n")
    w(f"Home: {P(pt.phone, 'PHONE')}   Mobile: {P(pt.mob, 'PHONE')}   Email: {P(pt.email, 'EMAIL')}\n")
    if pt.nat:
        w(clin.nat_line(ctx, pt) + "\n")
    if ctx.c != "UK" and (ctx.c in ("US", "IE", "CA") or ctx.maybe(0.5)):
        s = ctx.ssn()
        w(f"{s[0]}: {P(s[1], 'SSN')}\n")
    w(f"Country of birth: {P(ctx.ch(clin.PL.ABROAD), 'COUNTRY')}   Language: "
      f"{ctx.ch(['English'] * 3 + clin.PL.LANGS)}   Interpreter: {ctx.ch(['N', 'N', 'Y'])}\n")
    ret = ctx.maybe(0.55)
    w(f"Occupation: {'Retired ' if ret else ''}{P(pt.prof, 'PROFESSION')}"
      + ("" if ret else f"   Employer: {ctx.org()}") + "\n")
    if ctx.maybe(0.5):
        sur = "".join(ch for ch in pt.last.upper() if ch.isalpha())[:5]
        lic = {"UK": f"{sur:9<5}{ctx.dig(6)}{pt.first[0]}{ctx.let(1)}{ctx.dig(1)}{ctx.let(2)}",
               "IE": f"{ctx.dig(9)}", "AU": f"{ctx.dig(8)}", "NZ": f"{ctx.let(2)}{ctx.dig(6)}",
               "CA": f"{pt.last[0].upper()}{ctx.dig(4)}-{ctx.dig(5)}-{ctx.dig(5)}",
               "US": f"{pt.last[0].upper()}{ctx.dig(7)}"}[ctx.c]
        w(f"Photo ID: driver's licence {P(lic, 'LICENSE')}" + ctx.ch(["", " (expired)", " - checked"]) + "\n")
    w("\nINSURANCE / FUNDING\n")
    if ctx.c == "UK" and ctx.maybe(0.6):
        w("NHS funded (no private cover)\n")
    else:
        hp = ctx.hplan()
        w(f"Payer: {P(ctx.ch(clin.PL.INSURER[ctx.c]), 'ORGANIZATION')}   {hp[0]}: {P(hp[1], 'HEALTHPLAN')}\n")
        if ctx.maybe(0.5):
            sub = ctx.family(pt, ctx.ch(["wife", "husband", "son", "daughter"]))
            hp2 = ctx.hplan()
            w(f"Secondary: {hp2[0]} {P(hp2[1], 'HEALTHPLAN')}, subscriber {sub('fl')} ({sub.rel})\n")
    w("\nNEXT OF KIN / EMERGENCY CONTACT\n")
    k = ctx.family(pt)
    w(f"{k(ctx.ch(['fl', 'Lf', 'fml']))} ({k.rel})  Tel: {P(ctx.phone('mob'), 'PHONE')}"
      + (f"  Addr: {ctx.addr_lines(ctx.addr(), sep=', ')}" if ctx.maybe(0.4) else "") + "\n")
    w(f"\nGP: {gp.t(ctx.ch(['fl', 'il']))}, {gps()}, Tel {P(gps.phone, 'PHONE')}"
      + (f", Fax {P(gps.fax, 'FAX')}" if ctx.maybe(0.5) else "") + "\n")
    if ctx.maybe(0.6):
        op, opp = ctx.staff("optom"), ctx.site("optom")
        w(f"Referred by: {op('fl')} {op.cred}, {opp()} ({ctx.D(ctx.days(-ctx.ri(3, 20)))})\n")
    w("\nOTHER\n")
    if ctx.maybe(0.5):
        w(f"Parking: {ctx.ch(['Blue Badge holder', 'accessible permit', 'concession'])}, vehicle "
          f"{P(ctx.vehicle(ctx.maybe(0.15)), 'VEHICLE')}\n")
    if ctx.maybe(0.35):
        w(f"Check-in kiosk: palm-vein enrolment {P(ctx.bio(), 'BIOID')}\n")
    if ctx.maybe(0.5):
        w(f"Portal: {P(ctx.url(site), 'URL')}  username {P(ctx.user(pt), 'USERNAME')}\n")
    w(f"SMS reminders: {ctx.ch(['yes', 'yes', 'no'])}. Transport: {ctx.ch(['own', 'family', 'volunteer driver', 'hospital transport'])}. "
      f"Needs: {ctx.ch(['large print', 'none', 'hearing aid - loop', 'wheelchair', 'guide dog'])}.\n")
    w(f"Referral reason: {clin.dx(ctx, pt.dx)}\n")
    hdr.footer(ctx, site, pt, 0.6)
