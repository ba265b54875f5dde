"""Genres: discharge planning huddle, sitter / 1:1 observation log, charge nurse report."""
import datetime as dt

from phi import (P, A, D, Doc, Cast, ch, chance, ri, sample, clock, digits, internal, staff, make_family, phone,
                 idnum, device_id, url, ip_private, Person, hospital_name, vehicle_plate, bioid, Ticker, times_seq)
from pools2 import CARE_HOMES, CLINICS, UNITS, TRANSPORT_COS, OTHER_ORGS, INSURERS, PHARMACIES, PROFESSIONS, EMPLOYERS
import neg
from blocks import (H, O, L, days, age_sex, header, demo, sig, cosign, cc, audit, row, he, his, emergency_contact)


DC_NEG = ["Long-term care placement being explored.", "Hope to wean O2 to room air before d/c.", "Pt is hopeful about going home this week.",
          "Day shift to follow up on PT recs.", "Foley removed, voiding - OK for d/c.", "Morse Fall Scale 45 - home safety eval by PT.",
          "Braden 18, skin intact for transfer.", "Grace period for ride until 1400 per CM.", "May need home O2 qualification walk.",
          "Will reassess after PT.", "Parkinson's meds must stay on schedule at SNF.", "Frank discussion re: goals of care held with family."]


def discharge_huddle():
    c = Cast()
    d = Doc()
    d.ln(ch(["DISCHARGE PLANNING HUDDLE", "Multidisciplinary Discharge Rounds", "Progression / Throughput Huddle Notes", "DC Huddle"]))
    d.ln("{u} | {f} | {dt} {t}", u=H(c.unit), f=H(c.fac), dt=c.D(c.base, ch(["AmdY", "amd", "mdY0", "A"])), t=clock(ri(8, 14)))
    cm, sw, pt_, md, ph = staff("RN"), staff("RN"), staff("RN"), ch(c.mds), staff("RN")
    d.ln("Present: CM {a}; SW {b}; charge RN {c1}; PT {e}; Dr. {m}; pharmacy {p}", a=cm.full(), b=sw.staff(), c1=c.charge.staff(), e=pt_.first_(),
         m=md.last_(), p=ph.fi_last())
    d.ln("Expected DC today: {a}   tomorrow: {b}   avoidable days this wk: {c1}", a=ri(1, 6), b=ri(0, 5), c1=ri(0, 9))
    d.ln()
    for i in range(ri(3, 6)):
        p = c.pt if i == 0 else c.other_patient()
        fam = make_family(p)
        edd = days(c, ri(0, 4))
        d.ln("{n}. Rm {rm} - {nm} ({ag}) - EDD {edd}", n=i + 1, rm=L(p.room), nm=ch([p.LF, p.full, p.lf])(), ag=age_sex(p),
             edd=c.D(edd, ch(["md", "amd", "A", "Bd", "mdy"])))
        plan = ri(0, 4)
        if plan == 0:
            snf = ch(CARE_HOMES)
            coord = Person("DOCTOR")
            d.ln("   Plan: SNF - {s} accepted; liaison {c1} ph {ph} fax {fx}. Auth w/ {ins} ref {ref} {st}.", s=H(snf), c1=coord.full(), ph=c.phone(), fx=c.fax(),
                 ins=O(ch(INSURERS)), ref=P(idnum(ch([2, 5])), "IDNUM"), st=ch(["pending", "denied - peer-to-peer requested",
                                                                   ["approved ", c.D(edd, ch(["md", "md0"])), "-", c.D(days(c, 14), ch(["md", "md0"]))]]))
        elif plan == 1:
            d.ln("   Plan: home w/ {hh} (SOC {soc}); DME {dme} from {v}. {rel} {fn} to drive; lives in {city}.", hh=O(ch(["Bluewater Home Health", "CarePoint Home Care Services", "Trillium Home & Community Care"])),
                 soc=c.D(days(c, ri(1, 3)), "short"), dme=ch(["hospital bed", "rolling walker", "3-in-1 commode", "home O2 2L"]), v=O(ch(["Apex Medical Supply", "Fernhill Oxygen Supply"])),
                 rel=fam.rel.capitalize(), fn=fam.first_(), city=P(c.other_town() if chance(0.5) else c.town, "CITY"))
            if chance(0.5):
                d.add(["   Home address verified for SOC: "] + c.address() + ["\n"])
        elif plan == 2:
            d.ln("   Plan: acute rehab at {h} - awaiting bed; {rel} {fn} ({ph}) toured {dt}.", h=H(ch(["Bellwether Acute Rehab", "Copperleaf Rehabilitation Center", hospital_name(c.country)])),
                 rel=fam.rel, fn=fam.full(), ph=c.phone(), dt=c.D(days(c, -1), ch(["A", "a", "md", "Bd"])))
        elif plan == 3:
            d.ln("   Plan: back to {h} (LTC) when medically stable; report to {r} {ph}. Meds-to-beds via {rx}.", h=H(ch(CARE_HOMES)), r=staff().full(), ph=c.phone(), rx=H(ch(PHARMACIES)))
        else:
            d.ln("   Plan: unclear - {why}. SW to call {rel} {fn} at {ph}{em}.", why=ch(["homeless, shelter bed requested", "caregiver burnout", "capacity eval pending", "unsafe home per PT"]),
                 rel=fam.rel, fn=fam.full(), ph=c.phone(), em=ch(["", [" / ", fam.email()]]))
            if chance(0.5):
                d.ln("   Referred to {o}; caseworker {cw} ({ph}).", o=O(ch([x for x in OTHER_ORGS if x not in INSURERS])), cw=Person("FAMILY").full(), ph=c.phone())
        d.ln("   Barriers: {b}. Med: {m}. {n}", b=ch(["O2 qualification walk", "INR not at goal", "PT/OT eval", "IV abx via PICC", "insurance auth", "none"]),
             m=ch(["stable", "needs sliding scale teaching", "anticoag teaching done", "new insulin - diabetes educator consulted"]), n=ch(["", "", ch(DC_NEG)]))
        if chance(0.35):
            d.ln("   Transport: {co} {t} {dt}{veh}", co=O(ch(TRANSPORT_COS)), t=clock(ri(9, 18)), dt=c.D(edd, "short"),
                 veh=ch(["", ["; family car plate ", P(vehicle_plate(c.country), "VEHICLE"), " - valet notified"]]))
        if p.age < 66 and chance(0.45):
            prof = ch(PROFESSIONS)
            d.ln("   Pt works as {a} {prof} at {emp}; FMLA paperwork to {rel} {fn}.", a="an" if prof[0] in "aeiou" else "a", prof=P(prof, "PROFESSION"), emp=O(ch(EMPLOYERS)),
                 rel=fam.rel, fn=fam.first_())
    d.ln()
    d.ln("Escalations: {e}", e=ch(["none new", "none", "2 pts awaiting guardianship"]) if chance(0.5) else ["LOS outlier rm ", L(c.other_patient().room), " (", ri(12, 40), " days) to physician advisor ", staff("MD").full()])
    d.ln("Next huddle {dt} {t}. Notes by {n}.", dt=c.D(days(c, 1), ch(["A", "amd", "md"])), t=clock(ri(8, 14)), n=cm.full())
    if chance(0.4):
        d.ln("Shared tracker: {u}", u=P(url(ch([1, 2])), "URL"))
    return d, c


def sitter_log():
    c = Cast()
    d = Doc()
    p = c.pt
    d.ln(ch(["CONSTANT OBSERVATION RECORD (1:1)", "Patient Observer / Sitter Log", "Safety Attendant Observation Flowsheet", "1:1 OBSERVATION LOG"]))
    d.ln("{f} - {u}", f=H(c.fac), u=H(c.unit))
    demo(d, c, p, ["name", "mrn", "room"] + sample(["dob", "agesex", "att"], 1))
    md = ch(c.mds)
    d.ln("Reason: {r}   Ordered by: Dr. {m} on {dt}", r=ch(["suicidal ideation (C-SSRS high risk)", "delirium, pulling lines", "elopement risk", "alcohol withdrawal, agitated",
                                                        "fall risk w/ impulsivity", "self-harm, on legal hold"]), m=md.last_(), dt=c.D(days(c, -ri(0, 3)), ch(["md", "mdY0", "mdy"])))
    d.ln("Level: {lv}   Date: {dt}", lv=ch(["1:1 within arm's length", "1:1 line of sight", "video monitoring (cohort 1:8)"]), dt=c.D(c.base, ch(["mdY0", "AmdY", "dbY", "amdy"])))
    sitters = [staff("RN") for _ in range(ri(2, 3))]
    blocks = ["0700-1100", "1100-1500", "1500-1900", "1900-2300", "2300-0300", "0300-0700"]
    b0 = ch([0, 1, 3, 4])
    for i, s in enumerate(sitters):
        d.ln("  {b}  {n} ({r})  relieved by {rel}", b=blocks[(b0 + i) % 6], n=s.full(), r=ch(["sitter", "CNA", "PCA", "safety attendant", "RN float"]),
             rel=sitters[(i + 1) % len(sitters)].first_li() if chance(0.6) else sitters[(i + 1) % len(sitters)].full())
    if chance(0.5):
        d.ln("Video monitor: camera {cam} - station {ip}; observer {o}", cam=P(device_id(), "DEVICE"), ip=P(ip_private(), "IPADDR"), o=staff().full())
    d.ln()
    d.ln("Codes: A=awake calm B=asleep C=agitated D=toileting E=eating F=with visitor G=off unit   Loc: 1=bed 2=chair 3=bathroom 4=hall")
    row(d, ["Time", "Loc", "Beh", "Resp", "Init"], [6, 5, 5, 6])
    h0 = int(blocks[b0][:2]) + ri(0, 3)
    inits = [(s.first[0] + s.last[0]).upper() for s in sitters]
    for k in range(ri(8, 16)):
        mins = h0 * 60 + k * 15
        who = inits[min(len(inits) - 1, (mins // 60 - int(blocks[b0][:2])) // 4)]
        row(d, ["%02d%02d" % ((mins // 60) % 24, mins % 60), str(ri(1, 4)), ch("AABBCDEF"), ch(["reg", "even", "snoring", "reg"]), P(who, "DOCTOR")], [6, 5, 5, 6])
    d.ln()
    d.ln("Room safety check: {x}", x=ch(["ligature risks removed", "sharps/cords removed, meal tray finger foods only",
                                         "bed alarm on, door open"]) if chance(0.5) else ["belongings searched w/ security officer ", staff().full(), " (badge ", P(digits(5), "IDNUM"), ")"])
    f = c.fam[0]
    vt = times_seq(2, h0=int(blocks[b0][:2]) + ri(0, 5), step=(20, 120))
    d.ln("Visitors: {rel} {n} {t1}-{t2}{more}", rel=f.rel, n=f.full(), t1=vt[0], t2=vt[1],
         more=ch(["", ["; ", make_family(p).rel, " ", make_family(p).full(), " (approved by RN)"], "; none else", ["; friend ", Person("FAMILY").full(), " - restricted per pt request"]]))
    d.ln("Notes:")
    ev = [[" pt tearful, talking about ", his(p), " ", ch(["job", "divorce", "late husband", "late wife", "dog"]), "; RN ", c.rns[0].first_(), " updated."],
          [" attempted to remove ", ch(["PIV", "NG tube", "tele leads", "Foley"]), ", redirected. ", neg.score()],
          [" slept ~2 hrs. ", neg.ordinary()],
          [" pt asked to call ", f.rel, " ", f.first_(), " - phone call on unit phone, sitter present."],
          [" psych NP ", staff("MD").full(), " at bedside; continue 1:1."],
          [" meds given by RN. ", neg.eponym()],
          [" pt states ", '"', ch(["I want to go home to ", "take me back to "]), P(c.town if chance(0.6) else c.other_town(), "CITY"), '"', ", reoriented."]]
    tk = Ticker(h0=int(blocks[b0][:2]), step=(15, 110))
    for x in sample(ev, ri(3, 5)):
        d.add(["  ", tk()] + x + ["\n"])
    if chance(0.3):
        d.ln("Patient ID re-verified with palm scan {b} after transfer.", b=P(bioid(), "BIOID"))
    d.ln()
    d.ln("Reviewed q{q}h by RN: {n}, {cr}", q=ch([2, 4]), n=c.rns[0].full(), cr=c.rns[0].cred)
    if chance(0.4):
        sig(d, c, sitters[0], role_word="sitter")
    return d, c


def charge_report():
    c = Cast()
    d = Doc()
    header(d, c, ch(["Charge Nurse Report", "Charge RN End-of-Shift Report", "Shift Summary - Charge Nurse", "House/Unit Charge Report"]), printed=False)
    d.ln("Date: {dt}   Shift: {s}   Charge: {cn}  ({ph})", dt=c.D(c.base, ch(["mdY0", "AmdY", "amdy", "dbY", "Ymd"])), s=ch(["Night", "Day", "Evening"]), cn=c.charge.full(),
         ph=P(internal(), "PHONE"))
    d.ln("Staffing: RN {a}/{b}, CNA {c1}/{e}, sitters {f}; sick calls: {sc}", a=ri(4, 8), b=ri(5, 9), c1=ri(1, 3), e=ri(2, 4), f=ri(0, 3),
         sc=ch(["none", staff().full(), [staff().full(), ", ", staff().staff()]]))
    d.ln("Census start {a} / end {b}; admits {c1}; DCs {e}; transfers {f}", a=ri(18, 30), b=ri(18, 30), c1=ri(0, 5), e=ri(0, 6), f=ri(0, 3))
    d.ln()
    d.ln("ADMISSIONS")
    for _ in range(ri(1, 3)):
        p = c.other_patient()
        d.ln("- {rm} {nm} ({ag}) from {src}, {dx}", rm=L(p.room), nm=ch([p.LF, p.full, p.last_])(), ag=age_sex(p), src=ch(["ED", "PACU", H(ch(CARE_HOMES)), H(hospital_name(c.country))]),
             dx=ch(neg.DX)[1])
    d.ln("WATCHERS / HIGH RISK")
    for _ in range(ri(2, 4)):
        p = c.other_patient()
        d.ln("- {rm} {nm}: {why}", rm=L(p.room), nm=ch([p.last_, p.full, p.lf])(), why=ch([neg.score(), "new O2 need", "post-fall", "on heparin gtt", "CIWA > 15",
                                                                                          ["sitter ", staff().first_()], neg.ordinary()]))
    d.ln("EVENTS")
    evs = []
    p = c.pt
    evs.append(["- RRT ", clock(), " rm ", L(p.room), " (", p.last_(), ") - ", ch(["hypotension", "SVT", "hypoglycemia", "desat"]), ", ", ch(["stayed", "to MICU"]), "."])
    f = c.fam[0]
    evs.append(["- Complaint: ", f.rel, " ", f.full(), " (", c.phone(), ") upset re: ", ch(["call light response", "lost dentures", "visiting hours", "meal tray"]), "; service recovery, manager ", staff().full(), " to call ", c.D(days(c, 1), ch(["A", "a", "md"])), "."])
    evs.append(["- Security called ", clock(), " for ", ch(["aggressive visitor", "pt attempting to leave AMA", "smoking in bathroom"]), "; officer ", Person("DOCTOR").full(), " badge ", P(digits(4), "IDNUM"), "."])
    evs.append(["- Fall rm ", L(c.other_patient().room), ", no injury, event report ", P(idnum(0), "IDNUM"), "."])
    evs.append(["- Pump SN ", P(device_id(), "DEVICE"), " alarming occlusion - tagged, BME ticket ", P(digits(6), "IDNUM"), "."])
    evs.append(["- Death rm ", L(c.other_patient().room), " ", clock(), "; family (", make_family(p).rel, " ", Person("FAMILY").full(), ") present; funeral home ",
                O(ch(["Hartsell & Sons Funeral Home", "Quillby Family Funeral Chapel", "Morrowdale Memorial Chapel"])), " notified."])
    evs.append(["- Pt in rm ", L(c.other_patient().room), " left AMA ", clock(), "; police notified (", P(c.county, "CITY"), " dispatch ", c.phone(), "); car plate ",
                P(vehicle_plate(c.country), "VEHICLE"), "."])
    evs.append(["- Restraints rm ", L(c.other_patient().room), " renewed by Dr. ", staff("MD").last_(), " at ", clock(), "."])
    for e in sample(evs, ri(2, 5)):
        d.add(e + ["\n"])
    d.ln("EQUIPMENT / SUPPLY: {x}", x=ch(["short on SCD sleeves", ["bed ", P(device_id(), "DEVICE"), " out for repair"], "Pyxis down 0200-0240 - downtime procedure", "no bariatric commode on unit", ["glucometer ", P(device_id(), "DEVICE"), " failed QC"]]))
    d.ln("BEDS: open {a}, blocked {b}, pending admits {c1}", a=ri(0, 4), b=ri(0, 2), c1=ri(0, 3))
    d.ln()
    d.ln("F/U for manager ({m}): {x}", m=staff().full(), x=ch(["timecard corrections", "recognition", "pump recall check"]) if chance(0.5) else ["recognize ", c.rns[0].full(), " for catching sepsis early"])
    d.ln("Sent to {e} at {t}", e=ch([c.charge.email(), P(ch(["unitleaders", "5w.charge", "nursing.ops"]) + "@" + ch(["example.org", "example.net"]), "EMAIL")]), t=clock())
    if chance(0.3):
        audit(d, c, c.charge)
    return d, c
