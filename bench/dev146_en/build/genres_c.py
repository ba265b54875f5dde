"""Genres: flowsheet extract, fall incident report, pressure-injury incident report, patient transfer log."""
import datetime as dt

from phi import (P, A, D, Doc, Cast, ch, chance, ri, sample, clock, digits, internal, staff, make_family, phone,
                 license_no, idnum, device_id, url, ip_private, Person, vehicle_plate, vin, hospital_name, username_for, Ticker)
from pools2 import CARE_HOMES, CLINICS, UNITS, TRANSPORT_COS, DEPTS
import neg
from blocks import (H, O, L, days, age_sex, header, demo, problems, sig, cosign, cc, audit, emergency_contact, row, he, his)


def flowsheet():
    c = Cast()
    d = Doc()
    p = c.pt
    d.ln(ch(["FLOWSHEET EXTRACT", "Flowsheet Report - Vitals/I&O", "Nursing Flowsheet Summary", "Flowsheet Rows (printed)"]))
    d.ln("{f} - {u}", f=H(c.fac), u=H(c.unit))
    demo(d, c, p, ["name", "mrn", "room"] + sample(["dob", "agesex", "att", "acct"], 2))
    users = [Person("DOCTOR") for _ in range(3)]
    unames = [u.user() for u in users]
    d.ln("Range: {a} {t1} to {b} {t2}", a=c.D(days(c, -1), ch(["mdY0", "mdy", "md"])), t1="0700", b=c.D(c.base, ch(["mdY0", "mdy", "md"])), t2="0659")
    d.ln()
    widths = [15, 6, 5, 9, 4, 6, 10, 6]
    row(d, ["Date/Time", "Temp", "HR", "BP", "RR", "SpO2", "O2", "Pain", "Entered by"], widths + [12])
    start = days(c, -1)
    for i in range(ri(5, 9)):
        dd = start if i < 4 else c.base
        hh = (8 + 4 * i) % 24
        row(d, [[c.D(dd, ch(["md", "mdy0"])) if chance(0.8) else "", " %02d00" % hh], "%.1f" % (36 + ri(0, 28) / 10), str(ri(55, 130)),
                "%d/%d" % (ri(88, 170), ri(45, 98)), str(ri(12, 30)), "%d%%" % ri(86, 100), ch(["RA", "2L NC", "4L", "HFNC"]),
                str(ri(0, 9)), ch(unames)], widths + [12])
    d.ln()
    io = [ri(0, 1400), ri(200, 2600), ch([0, 0, ri(200, 1300)])]
    d.ln("I&O (24h ending 0700 {dt}): IN PO {a} / IV {b} / TF {tf} = {tot} mL; OUT urine {u} / stool x{s} / drain {dr} mL",
         dt=c.D(c.base, "short"), a=io[0], b=io[1], tf=io[2], tot=sum(io), u=ri(200, 3200), s=ri(0, 4), dr=ri(0, 300))
    d.ln("POC glucose: {g} (meter {m}, strip lot {lot})", g=", ".join(str(ri(60, 380)) for _ in range(4)), m=P(device_id(), "DEVICE"), lot=digits(6))
    d.ln("Scores: {s}", s=neg.scores(ri(3, 4)))
    d.ln("Lines/devices:")
    d.ln("  {iv}", iv=neg.iv_line())
    d.ln("  IV pump {ch_} - SN {sn}; rate {r} mL/h", ch_=ch(["ch A", "channel B", "module 2"]), sn=P(device_id(), "DEVICE"), r=ri(10, 150))
    if chance(0.6):
        d.ln("  SCD pump asset {a}  /  bed {b} (low-air-loss) SN {sn}", a=P(device_id(), "DEVICE"), b=L(p.room), sn=P(device_id(), "DEVICE"))
    if chance(0.6):
        d.ln("  Telemetry transmitter {t} - central station {ip}", t=P(device_id(), "DEVICE"), ip=P(ip_private(), "IPADDR"))
    d.ln("Comments:")
    cm = [[ch(unames), ": ", neg.ordinary()],
          [ch(unames), ": ", c.fam[0].rel, " ", c.fam[0].first_(), " visited, updated on plan."],
          [ch(unames), ": ", neg.eponym()],
          [ch(unames), ": call from ", c.fam[0].full(), " (", c.phone(), "), pt asleep, will call back."],
          [ch(unames), ": ", "restraint check: ", ch(["released, ROM done", "skin intact, CMS WNL"])],
          [ch(unames), ": ", "MD ", ch(c.mds).fi_last(), " aware of ", neg.score()]]
    tk = Ticker(h0=ri(8, 16), step=(20, 200))
    day_shown = -1
    for x in sample(cm, ri(2, 5)):
        day_idx = tk.m // 1440
        pre = ""
        if day_idx != day_shown:
            pre = [c.D(days(c, day_idx - 1), ch(["md", "amd", "md0"])), " "]
            day_shown = day_idx
        d.add(["  ", pre, tk(), " "] + x + ["\n"])
    d.ln()
    d.ln("User key: {a} = {an}, {ac}; {b} = {bn}, {bc}", a=unames[0], an=users[0].full(), ac=ch(["RN", "LPN", "CNA"]), b=unames[1], bn=users[1].full(), bc=ch(["RN", "PCT", "CNA"]))
    audit(d, c, users[2])
    return d, c


def fall_incident():
    c = Cast()
    d = Doc()
    p = c.pt
    d.ln(ch(["PATIENT SAFETY EVENT REPORT - FALL", "Incident Report: Patient Fall", "Occurrence Report (Fall)", "FALL EVENT / POST-FALL HUDDLE"]))
    d.ln("Report # {r}   Facility: {f}   Unit: {u}", r=P(idnum(ch([0, 1])), "IDNUM"), f=H(c.fac), u=H(c.unit))
    tk = Ticker(step=(4, 35))
    t_ev = tk()
    d.ln("Event date: {dt}   Time: {t}   Reported: {rd}", dt=c.D(), t=t_ev, rd=c.D(days(c, ri(0, 1)), ch(["mdY0", "mdy", "dbY"])))
    demo(d, c, p, ["name", "mrn", "agesex", "room"] + (["dob"] if chance(0.4) else []))
    d.ln("Dx: {dx}   Fall risk on admission: {m} ({when})", dx=ch(neg.DX)[1], m=ch(["Morse 55", "Morse 70", "Hendrich II 5", "Morse 40"]),
         when=c.D(c.adm, ch(["md", "mdY0", "Bd"])))
    d.ln("Interventions in place: {i}", i=", ".join(sample(["bed alarm ON", "yellow socks", "bed low/locked", "call bell in reach", "hourly rounding",
                                                             "gait belt", "video monitor", "fall mat", "toileting schedule q2h"], ri(2, 5))))
    if chance(0.4):
        d.ln("Bed alarm unit SN {sn} - {st}", sn=P(device_id(), "DEVICE"), st=ch(["functioning", "found OFF", "volume low"]))
    d.ln("Location of fall: {l}   Witnessed: {w}   Assisted: {a}", l=ch(["bathroom", "beside bed", "hallway", ["room ", L(p.room), " doorway"], "chair"]),
         w=ch(["No", "Yes"]), a=ch(["No", "Yes (lowered to floor)"]))
    finder = staff()
    rel = c.fam[0]
    d.ln()
    d.ln("DESCRIPTION")
    d.ln(ch([
        "At {t} CNA {f} heard a thud and found pt sitting on the floor next to the bed. Pt states \"I was going to the bathroom, I didn't want to bother anyone.\" {n}",
        "Pt found on floor of bathroom by {f} at {t}. Pt said \"my {rel} {rn} told me to walk more\". Alert, oriented x{o}. {n}",
        "{rel_c} {rn} (visiting) called for help at {t}; pt slid from recliner to floor. No LOC per {rel}. {n}",
        "Pt got OOB unassisted despite alarm; RN {f} responded at {t}. Pt repeatedly asking for {rel} {rn}. {n}"]),
        t=t_ev, f=ch([finder.full, finder.first_])(), n=neg.negs(1), rel=rel.rel, rel_c=rel.rel.capitalize(), rn=ch([rel.first_, rel.full])(), o=ri(1, 4))
    d.ln("Post-fall VS: {v}", v=neg.vitals())
    d.ln("Injury: {i}", i=ch(["none apparent", "2 cm skin tear L forearm, steri-strips", "hematoma R occiput; CT head neg", "R hip pain, XR shows fx - ortho consulted",
                             "abrasion R knee"]))
    d.ln("Anticoagulated: {a}. Neuro checks q{q}h x24h. {s}", a=ch(["Y (apixaban)", "N", "Y (heparin SQ)"]), q=ch([1, 2, 4]), s=neg.score())
    md = ch(c.mds)
    d.ln()
    d.ln("NOTIFICATIONS")
    d.ln("  Provider: Dr. {m} at {t} ({how})", m=md.last_(), t=tk(), how=ch(["paged", ["pager ", P(internal(), "PHONE")], "at bedside"]))
    d.ln("  Family: {rel} {n} at {t} by phone {ph}", rel=rel.rel, n=rel.full(), t=tk(), ph=c.phone())
    d.ln("  Nurse manager: {nm}; House supervisor: {hs}", nm=staff().full(), hs=staff().full())
    d.ln()
    d.ln("POST-FALL HUDDLE ({t}) attendees: {a}, {b}, {c1}", t=tk(), a=c.rns[0].full(), b=finder.staff(), c1=c.charge.full())
    d.ln("Contributing factors: {f}", f=", ".join(sample(["urgency/diuretic", "new sedating med", "delirium", "unfamiliar environment",
                                                             "alarm not audible at station", "staffing 1:6", "footwear", "IV pole tangled"], ri(1, 3))))
    d.ln("Actions: {a}", a=ch(["video monitoring requested", "1:1 sitter ordered", "toileting q2h", "PT re-eval", "moved to rm closer to station"]))
    if chance(0.5):
        w = staff()
        d.ln("Witness statement ({n}, {r}): \"{s}\"", n=w.full(), r=ch(["CNA", "RN", "transport tech", "EVS"]), s=ch([
            "I saw the patient standing by the sink and then %s went down." % he(p), "I was in the next room, heard the alarm late.",
            ["Patient's ", rel.rel, " said ", he(p), " had been confused since the afternoon."],
            ["Mr. " if p.sex == "M" else "Mrs. ", p.last_(), "'s ", rel.rel, " had just left the room."]]))
    d.ln()
    rep = c.rns[0]
    d.ln("Reported by: {n}, {cr}  ext {x}  {em}", n=rep.full(), cr=rep.cred, x=P(digits(4), "PHONE"), em=rep.email())
    if chance(0.5):
        d.ln("Submitted via {u} from {ip}", u=P(url(3), "URL"), ip=P(ip_private(), "IPADDR"))
    if chance(0.5):
        d.ln("ICD-10: {a}; {b}", a="W19.XXXA", b=ch(["W06.XXXA (fall from bed)", "W18.30XA", "S01.01XA"]))
    if chance(0.4):
        cc(d, c, [md])
    return d, c


def pressure_injury():
    c = Cast()
    d = Doc()
    p = c.pt
    d.ln(ch(["PRESSURE INJURY / SKIN EVENT REPORT", "Hospital-Acquired Pressure Injury (HAPI) Report", "Wound Occurrence Report",
             "Skin Integrity Incident Report"]))
    d.ln("Report {r}   {f} / {u}", r=P(idnum(ch([0, 1, 2])), "IDNUM"), f=H(c.fac), u=H(c.unit))
    demo(d, c, p, ["name", "mrn", "dob", "room"] + sample(["adm", "att", "acct"], 1))
    d.ln("Date identified: {dt}  by {n}, {cr}", dt=c.D(), n=c.rns[0].full(), cr=c.rns[0].cred)
    site = ch(["sacrum", "coccyx", "L heel", "R heel", "R ischium", "occiput", "bridge of nose (BiPAP mask)", "R ear (O2 tubing)", "L lateral malleolus"])
    stage = ch(["Stage 1", "Stage 2", "Stage 3", "Stage 4", "Unstageable", "DTPI", "Medical device related, stage 2"])
    d.ln("Site: {s}   Stage: {st}   POA: {poa}", s=site, st=stage, poa=ch(["No (HAPI)", "Yes - documented by ED", ["Yes - from ", H(ch(CARE_HOMES))]]))
    d.ln("Size: {l} x {w} x {dp} cm; undermining {u}; tunneling {tn}", l=round(ri(5, 90) / 10, 1), w=round(ri(5, 70) / 10, 1), dp=round(ri(0, 30) / 10, 1),
         u=ch(["none", "2 cm at 3 o'clock", "1 cm 12-3 o'clock"]), tn=ch(["none", "1.5 cm at 6 o'clock"]))
    d.ln("Wound bed: {b}. Drainage: {dr}. Periwound: {pw}. Odor: {o}.", b=ch(["100% red granulation", "50% yellow slough, 50% pink", "maroon intact skin", "black eschar, stable"]),
         dr=ch(["scant serous", "moderate serosanguineous", "none"]), pw=ch(["intact", "macerated", "erythema 1 cm"]), o=ch(["none", "mild after cleansing"]))
    d.ln("{sc}; albumin {al}; incontinence: {i}", sc=ch(["Braden 10", "Braden 12", "Braden 14", "Braden 9 (very high risk)"]), al=round(ri(18, 40) / 10, 1),
         i=ch(["urinary and fecal", "none", "fecal - FMS placed"]))
    d.ln("Support surface: {s} SN {sn}", s=ch(["low-air-loss mattress", "alternating pressure overlay", "bariatric bed", "standard mattress"]), sn=P(device_id(), "DEVICE"))
    if chance(0.6):
        d.ln("Photos: {n} uploaded to {u} (photo ID {pid}) by {usr}", n=ri(1, 3), u=P(url(ch([0, 2])), "URL"), pid=P("IMG-" + digits(7), "IDNUM"), usr=c.rns[0].user())
    wrn = staff("RN")
    d.ln("Wound care RN: {n} ({ph}) consulted {dt}", n=wrn.full(), ph=P(internal(), "PHONE"), dt=c.D(days(c, ri(0, 1)), "short"))
    d.ln("Plan: {a}; {b}; {e}", a=ch(["turn q2h w/ wedges", "offload heels with boots", "silicone foam dressing change q3 days & PRN"]),
         b=ch(["zinc barrier BID", "dietitian consult for protein", "Santyl to eschar daily - per wound RN"]), e=neg.ordinary())
    d.ln("ICD-10: {c1}   Notified: Dr. {m} {t}; {rel} {f} ({ph})", c1=ch(["L89.153", "L89.623", "L89.154", "L89.152", "L89.610"]), m=ch(c.mds).last_(),
         t=clock(), rel=c.fam[0].rel, f=c.fam[0].full(), ph=c.phone())
    if chance(0.5):
        d.ln("Prevalence audit: {dt}; unit HAPI rate reported to {o}.", dt=c.D(days(c, ri(1, 20)), ch(["bY", "BY", "md"])), o=ch(["Quality", "the CNO", "the skin committee"]))
    d.ln()
    sig(d, c, c.rns[0])
    if chance(0.5):
        d.ln("Reviewed by wound care: {n}, {cr}", n=wrn.fml(), cr=ch(["RN, CWOCN", "RN, WOC", "NSWOC"]))
    if chance(0.3):
        cc(d, c, [ch(c.mds)])
    return d, c


def transfer_log():
    c = Cast()
    d = Doc()
    d.ln(ch(["PATIENT TRANSFER LOG", "Transfer / Movement Log", "Interfacility & Intra-Hospital Transfer Log", "Unit Transfer Book (transcribed)"]))
    d.ln("{f}  |  {u}  |  {r}", f=H(c.fac), u=H(c.unit), r=ch([["week of ", c.D(c.base, ch(["mdY0", "BdY", "dbY"]))], ["", c.D(c.base, ch(["bY", "BY"]))]]))
    d.ln("Transfer center: {ph}  fax {fx}", ph=c.phone(), fx=c.fax())
    d.ln()
    offs = sorted((ri(0, 6), ri(0, 23 * 12) * 5) for _ in range(ri(4, 8)))
    tstyle = ch(["hhmm", "hh:mm", "hhmmh"])
    for i, (off, mins) in enumerate(offs):
        p = c.pt if i == 0 else c.other_patient()
        day = days(c, off)
        kind = ri(0, 3)
        d.ln("{dt} {t}  {nm}  MRN {mrn}  {ag}", dt=c.D(day, ch(["md", "mdy", "amd", "mdY0"])), t=clock(mins // 60, mins % 60, tstyle), nm=ch([p.LF, p.lf, p.full])(), mrn=P(p.mrn, "MRN"), ag=age_sex(p))
        if kind == 0:
            d.ln("   {a} -> {b} bed {bd}. Escort: {e}. Report {r} -> {s} ({x}).", a=L(p.room), b=ch(["MICU", "step-down", "PCU", H(ch(UNITS))]), bd=L(str(ri(1, 30))),
                 e=ch(["RN + RT", "transport tech", ["RN ", staff().first_()]]), r=ch(c.rns).staff(), s=staff().staff(), x=P(internal(), "PHONE"))
        elif kind == 1:
            dest = hospital_name(c.country) if chance(0.6) else ch(CARE_HOMES)
            md = staff("MD")
            crew = [staff("RN"), staff("RN")]
            d.ln("   OUT to {dest} ({why}); accepting Dr. {md}; case {cs}", dest=H(dest), why=ch(["cardiac surgery", "higher level of care", "rehab", "LTC bed", "neuro IR"]),
                 md=md.full(), cs=P(idnum(6), "IDNUM"))
            d.ln("   Via {co} unit {un}, plate {pl}{vn}; crew {a} / {b} (paramedics). Receiving RN {r} {ph}.", co=O(ch(TRANSPORT_COS)), un=ri(2, 60),
                 pl=P(vehicle_plate(c.country), "VEHICLE"), vn=ch(["", ["; VIN ", P(vin(), "VEHICLE")]]), a=crew[0].full(), b=crew[1].staff(),
                 r=staff().full(), ph=c.phone())
            if chance(0.5):
                d.ln("   Copies sent: MAR, face sheet, {x}. Belongings w/ {rel} {n}.", x=ch(["imaging CD", "code status form", "transfer summary"]),
                     rel=c.fam[0].rel, n=c.fam[0].first_())
        elif kind == 2:
            src = hospital_name(c.country)
            d.ln("   IN from {src} ({city}, {st}); ETA {t}; {why}. Sending RN {n}, callback {ph}", src=H(src), city=P(c.other_town(), "CITY"), st=c.st(False),
                 t=clock(), why=ch(neg.DX)[1].lower(), n=staff().full(), ph=c.phone())
            if chance(0.6):
                d.ln("   Arrived by {co}; {extra}", co=O(ch(TRANSPORT_COS)), extra=ch([["pt's car (plate ", P(vehicle_plate(c.country), "VEHICLE"), ") left at sending facility"],
                                                                                    "bed assigned on arrival", "report given at bedside", "Foley and PIV in place on arrival"]))
        else:
            dept, proc = ch([("IR", "PICC"), ("Radiology", "CT A/P"), ("Dialysis", "HD session"), ("Echo", "TEE"), ("Endoscopy", "EGD"),
                             ("MRI", "MRI brain"), ("Cath Lab", "L heart cath")])
            back = mins + ri(6, 40) * 5
            d.ln("   To {dept} for {proc}, returned {t2}. {n}", dept=dept, proc=proc, t2=clock((back // 60) % 24, back % 60, tstyle), n=ch(["Stable.", "", "Tolerated well.", "Vitals stable on return; Foley draining.", "Site C/D/I, no hematoma."]))
        if chance(0.3):
            d.ln("   Logged by {u}", u=ch([c.rns[0].user, c.charge.user, c.charge.staff])())
    d.ln()
    if chance(0.6):
        d.ln("Reviewed by charge RN {n} {dt}", n=c.charge.full(), dt=c.D(days(c, 6), ch(["md", "mdY0", "Bd"])))
    if chance(0.4):
        audit(d, c, c.charge)
    return d, c
