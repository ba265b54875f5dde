"""Genres: unit census / bed board, SBAR handover, I-PASS handover, staffing assignment sheet."""
import datetime as dt

from phi import (P, A, D, Doc, Cast, ch, chance, ri, sample, clock, digits, internal, staff, make_family, phone,
                 license_no, idnum, device_id, url, ip_private, Person)
from pools2 import CARE_HOMES, CLINICS, UNITS, LANGUAGES, EMPLOYERS
import neg
from blocks import (H, O, L, days, age_sex, header, demo, problems, med_list, sig, cc, audit, emergency_contact,
                    social, row, he, his, sex_word)


def _pt_name(p, style):
    return {"LF": p.LF, "lf": p.lf, "last": p.last_, "full": p.full, "fi": p.fi_last}[style]()


def _census_note(c, p, att):
    k = ri(0, 9)
    if k == 0:
        return ["d/c to ", H(ch(CARE_HOMES)), " ", c.D(days(c, ri(0, 2)), "short"), ", ", p.sex == "F" and "dtr" or "son", " ",
                make_family(p, "daughter" if p.sex == "F" else "son").first_(), " aware"]
    if k == 1:
        return ["1:1 sitter (", staff("RN").first_(), ")"]
    if k == 2:
        return ["tele box ", P(device_id(), "DEVICE")]
    if k == 3:
        return ["fall risk, ", neg.score()]
    if k == 4:
        return ["from ", H(ch(CARE_HOMES)), ", family ", c.phone()]
    if k == 5:
        return [neg.iv_line()]
    if k == 6:
        return ["transfer to ", ch(["MICU", "SICU", "step-down", "CVICU"]), " pending bed"]
    if k == 7:
        return ["NPO for IR ", c.D(days(c, 1), ch(["a", "amd", "md"]))]
    if k == 8:
        return [ch(LANGUAGES), " interp"]
    return [neg.diet()]


def census():
    c = Cast()
    d = Doc()
    title = ch(["Unit Census", "Bed Board", "Census / Bed Board", "Daily Census Report", "Patient List - Charge View"])
    header(d, c, title)
    cap = ri(18, 34)
    n = ri(8, 16)
    d.ln("Census {n}/{cap}   Pending admits: {a}   Pending DCs: {b}   Blocked: {bl}", n=n, cap=cap, a=ri(0, 4), b=ri(0, 5), bl=ri(0, 2))
    d.ln("Charge RN: {cn}  {ph}    Unit clerk: {uc}", cn=c.charge.full(), ph=P(internal(), "PHONE"), uc=staff().full())
    d.ln()
    style = ri(0, 2)
    widths = [8, 24, 8, 11, 12, 8, 30]
    if style == 0:
        row(d, ["Bed", "Patient", "Age/Sx", "MRN", "Attending", "Admit", "Dx / notes"], widths)
        d.ln("-" * 100)
    elif style == 1:
        d.ln("| Rm | Name | Age | MRN | MD | Adm | Code | Iso | Notes |")
    else:
        d.ln("BED\tPATIENT\tAGE\tMRN\tATTENDING\tADMIT\tPROBLEM\tCODE")
    beds = []
    for i in range(n):
        p = c.pt if i == 0 else c.other_patient()
        att = ch(c.mds) if chance(0.7) else staff("MD")
        adm = c.base - dt.timedelta(days=ri(0, 20))
        dxn = ch(neg.DX)[1]
        name = _pt_name(p, ch(["LF", "LF", "lf", "last", "full", "fi"]))
        bed = L(p.room)
        beds.append((p, bed))
        ag = [A(p.age), p.sex] if chance(0.7) else [A(p.age), "/", p.sex]
        mdname = ch([att.last_, att.fi_last, att.last_])()
        admd = c.D(adm, ch(["md", "md0", "mdy"]))
        note = _census_note(c, p, att)
        if style == 0:
            row(d, [bed, name, ag, P(p.mrn, "MRN"), mdname, admd, [dxn, "; "] + note], widths)
        elif style == 1:
            d.add(["| ", bed, " | ", name, " | ", A(p.age), " | ", P(p.mrn, "MRN"), " | ", mdname, " | ", admd, " | ",
                   neg.code_status(), " | ", neg.iso(), " | "] + note + [" |\n"])
        else:
            d.add([bed, "\t", name, "\t", ag, "\t", P(p.mrn, "MRN"), "\t", mdname, "\t", admd, "\t", dxn, "\t",
                   neg.code_status(), "\n"])
    d.ln()
    if chance(0.8):
        d.ln("PENDING ADMISSIONS")
        for _ in range(ri(1, 3)):
            p = c.other_patient()
            md = staff("MD")
            d.ln("- {src}: {nm} ({ag}) - {dx}, Dr. {md} accepting, ETA {t}{extra}", src=ch(["ED bed " + str(ri(1, 40)), "ED hall " + str(ri(1, 9)), "PACU", "direct admit", "transfer"]),
                 nm=_pt_name(p, ch(["LF", "full", "lf"])), ag=age_sex(p), dx=ch(neg.DX)[1], md=md.last_(), t=clock(),
                 extra=ch(["", [" from ", H(ch(CARE_HOMES + CLINICS))], [" from ", H(c.fac if chance(0.2) else ch(UNITS))],
                           [", bed request ", P(idnum(6), "IDNUM")]]))
    if chance(0.8):
        d.ln("PENDING DISCHARGES")
        for p, bed in sample(beds, ri(1, 4)):
            f = make_family(p)
            d.ln("- {bed} {nm}: {plan}", bed=L(p.room), nm=p.last_(), plan=ch([
                ["home w/ ", f.rel, " ", f.first_(), ", ride at ", clock()],
                ["to ", H(ch(CARE_HOMES)), ", report called to ", staff().first_(), " ", P(phone(c.country), "PHONE")],
                ["home w/ ", O(ch(["Bluewater Home Health", "CarePoint Home Care Services", "Trillium Home & Community Care"])), " SOC ",
                 c.D(days(c, 1), "short")],
                ["awaiting ", ch(["PT eval", "pharmacy meds-to-beds", "ride", "DME delivery"]), "; ", neg.ordinary()]]))
    if chance(0.6):
        d.ln("Blocked/dirty beds: {b1} ({r1}), {b2} ({r2})", b1=L(c.other_patient().room), r1=ch(["isolation cleaning", "terminal clean", "broken bed"]),
             b2=L(c.other_patient().room), r2=ch(["BME ticket " + digits(6), "no staff", "awaiting EVS"]))
    if chance(0.4):
        d.ln("Bed board: {u}", u=P(url(4), "URL"))
    audit(d, c, c.charge)
    return d, c


def _sbar_one(d, c, p, first=True):
    fam = make_family(p)
    md = ch(c.mds)
    name = ch([[p.title(), " ", p.last_()], [p.full()], [p.LF()], [p.fml()]])
    d.ln("{b}Rm {room} - {nm}", b="" if first else "\n", room=L(p.room), nm=name)
    d.ln("S: {ag}, adm {adm} w/ {dx}. {ev}", ag=age_sex(p), adm=c.D(c.adm, ch(["md", "amd", "Bd", "mdy"])), dx=ch(neg.DX)[1].lower(),
         ev=ch(["Stable this shift.", "Soft BPs this afternoon, bolus given.", ["RRT called at ", clock(), ", see note."],
                "New onset confusion after 2200.", "Pain controlled on current regimen."]))
    d.ln("B: PMH {pmh}. {soc} Code: {code}. Allergies: {al}.", pmh=", ".join(x[1] for x in neg.dx(ri(2, 3))),
         soc=ch([["Lives w/ ", fam.rel, " ", fam.full(), " in ", c.city(), "."],
                 ["From ", H(ch(CARE_HOMES)), "."],
                 ["Lives alone in ", c.city(c.other_town()), ", ", c.st(), "."],
                 ["Retired ", P(ch(__import__("pools2").PROFESSIONS), "PROFESSION"), ", wife ", make_family(p, "wife").first_(), " at bedside."]]),
         code=neg.code_status(), al=ch(neg.ALLERGIES))
    d.ln("A: {vs}. {labs}. {sc}. {line}. {neg}", vs=neg.vitals(), labs=neg.labs(ri(3, 6)), sc=neg.scores(2), line=neg.iv_line(),
         neg=neg.negs(ri(1, 2)))
    d.ln("R: {r1} {r2}", r1=ch(["F/u AM labs, replace K per protocol.", "Recheck lactate at 2300.", "Needs 2nd PIV.",
                                  ["Call Dr. ", md.last_(), " (pager ", P(internal(), "PHONE"), ") if SBP <90."],
                                  ["Family meeting ", c.D(days(c, 1), ch(["A", "amd", "a"])), " ", clock(), " w/ ", fam.rel, " ", fam.first_(), "."]]),
         r2=ch(["", ["Update ", fam.rel, " ", fam.first_(), " at ", c.phone(), "."], "Keep NPO for TEE.",
                [p.title(), " ", p.last_(), "'s ", fam.rel, " and ", make_family(p).rel, " ", make_family(p).first_(), " visiting tomorrow."],
                ["Consent for ", ch(["EGD", "PICC", "TEE", "blood"]), " signed by ", fam.full(), " (", fam.rel, ")."]]))


def sbar():
    c = Cast()
    d = Doc()
    k = ri(0, 2)
    frm, to = c.rns[0], c.rns[1]
    if k == 0:
        d.ln("SBAR HANDOFF REPORT")
        d.ln("Unit: {u}   Date: {dt}   Shift: {s}", u=H(c.unit), dt=c.D(), s=ch(neg.SHIFTS))
    elif k == 1:
        header(d, c, ch(["Nursing Shift Handover (SBAR)", "SBAR Bedside Report", "Change of Shift Report"]))
    else:
        d.ln("{f} / {u} - shift report {dt} {t}", f=H(c.fac), u=H(c.unit), dt=c.D(c.base, "any"), t=clock())
    d.ln("Off-going: {a}, {cr}   Oncoming: {b}, {cr2}", a=frm.full(), cr=frm.cred, b=to.full(), cr2=to.cred)
    d.ln()
    pts = [c.pt] + [c.other_patient() for _ in range(ri(0, 3))]
    for i, p in enumerate(pts):
        _sbar_one(d, c, p, i == 0)
    d.ln()
    if chance(0.5):
        d.ln("Report given at bedside {t}; {b} verbalized understanding.", t=clock(), b=to.first_())
    if chance(0.4):
        sig(d, c, frm)
    if chance(0.3):
        audit(d, c, frm)
    return d, c


def ipass():
    c = Cast()
    d = Doc()
    frm, to = c.rns[0], c.rns[1]
    header(d, c, ch(["I-PASS Handoff", "I-PASS Nursing Handoff Tool", "Handoff (I-PASS)"]), printed=chance(0.5))
    d.ln("Giver: {a}  Receiver: {b}  {dt} {t}", a=frm.staff(), b=to.staff(), dt=c.D(c.base, "any"), t=clock())
    pts = [c.pt] + [c.other_patient() for _ in range(ri(0, 2))]
    for p in pts:
        fam = make_family(p)
        md = ch(c.mds)
        d.ln()
        d.ln("{nm}  ({room})  {ag}  MRN {mrn}", nm=ch([p.LF, p.lf, p.full])(), room=L(p.room), ag=age_sex(p), mrn=P(p.mrn, "MRN"))
        d.ln("I - Illness severity: {s}", s=ch(["Stable", "Watcher", "Unstable", "WATCHER - new O2 need", "stable/improving"]))
        d.ln("P - Patient summary: {ag} admitted {adm} for {dx}. HD#{hd}. {hx} {n}", ag=age_sex(p),
             adm=c.D(c.adm, ch(["md", "Bd", "amd", "mdY0"])), dx=ch(neg.DX)[1].lower(), hd=(c.base - c.adm).days + 1,
             hx=ch([["Hx ", ", ".join(x[1] for x in neg.dx(2)), "."], ["Baseline: ", ch(["A&Ox4", "A&Ox2, pleasant", "walks w/ cane"]), "."]]),
             n=neg.negs(1))
        d.ln("  Current: {vs}; {sc}.", vs=neg.vitals(), sc=neg.score())
        d.ln("A - Action list:")
        acts = [["[ ] AM labs: ", neg.labs(3)], ["[ ] ", ch(neg.MEDS), " due ", clock()],
                ["[ ] call ", fam.rel, " ", fam.full(), " ", c.phone(), " re: ", ch(["discharge plan", "goals of care", "consent", "belongings"])],
                ["[x] ", ch(["PT consult placed", "wound care consult", "CM referral"]), " ", c.D(c.base, "short")],
                ["[ ] f/u with Dr. ", md.last_(), " re: ", ch(["diuresis", "abx duration", "heparin gtt", "MRI"])],
                ["[ ] remind pt NPO after midnight for ", ch(["EGD", "cath", "TEE", "IR drain"]), " ", c.D(days(c, 1), ch(["A", "amd", "md"]))]]
        for a in sample(acts, ri(2, 4)):
            d.add(["  "] + a + ["\n"])
        d.ln("S - Situation awareness/contingency: {x}", x=ch([
            ["if HR > 130 sustained, call RRT and page ", md.fi_last(), " ", P(internal(), "PHONE")],
            ["if agitated, PRN per MAR; sitter ", staff().first_(), " available until ", clock()],
            ["if K < 3.5 replace per protocol; ", neg.ordinary()],
            ["watch for bleeding on heparin; ", neg.eponym()]]))
        d.ln("S - Synthesis by receiver: {x}", x=ch([[to.first_(), " repeated back; questions answered."], "read-back done", ["summarized by ", to.staff()]]))
    if chance(0.4):
        d.ln()
        sig(d, c, frm)
    return d, c


def staffing():
    c = Cast()
    d = Doc()
    shift, hours = ch([("Day", ch(["0700-1930", "0645-1915", "0700-1500"])), ("Night", ch(["1900-0730", "1845-0715", "2300-0700"])),
                       ("Evening", "1500-2300"), ("D", "0700-1900"), ("N", "1900-0700")])
    header(d, c, ch(["Staffing Assignment Sheet", "Nursing Assignments", "Daily Staffing / Assignments", "Assignment Board"]))
    d.ln("Shift: {s} ({h})   Census: {n}   Acuity avg {a}", s=shift, h=hours, n=ri(14, 32), a=round(1.5 + ri(0, 15) / 10, 1))
    d.ln("Charge: {cn} - {ph}   Resource: {rs}   HUC: {huc}", cn=c.charge.full(), ph=P(internal(), "PHONE"), rs=staff().full(), huc=staff().staff())
    d.ln("Nursing supervisor: {ns} pager {pg}", ns=staff().full(), pg=P(internal(), "PHONE"))
    d.ln()
    widths = [22, 9, 22, 8, 14]
    row(d, ["RN", "Phone", "Rooms", "Acuity", "Breaks"] + ["Notes"], widths + [20])
    nurses = c.rns + [staff("RN") for _ in range(ri(1, 4))]
    for rn in nurses:
        rooms = []
        for j in range(ri(3, 5)):
            if j:
                rooms.append(", ")
            rooms.append(L(c.other_patient().room))
        note = ch(["", "", ["precepting ", staff().first_(), " (new grad)"], ["float from ", H(ch(UNITS))],
                   ["agency - ", O(ch(["Northwind Nurse Staffing", "TrueNorth Travel Nurses", "Apex Clinical Staffing"])), ", lic ", P(license_no(ch([2, 3, 5])), "LICENSE")],
                   "charge relief 1500", ["1:1 rm ", L(c.other_patient().room)], "ortho pts", ["orienting until ", c.D(days(c, 14), "short")]])
        row(d, [ch([rn.full, rn.staff])(), P(internal(), "PHONE"), rooms, "%d/%d/%d" % (ri(1, 4), ri(1, 4), ri(1, 4)),
                "%s/%s" % (clock(), clock()), note], widths + [20])
    d.ln()
    d.ln("CNAs / PCTs: {a} (rms {r1} to {r2}), {b} (rms {r3} to {r4})", a=staff().full(), r1=L(c.other_patient().room), r2=L(c.other_patient().room),
         b=staff().staff(), r3=L(c.other_patient().room), r4=L(c.other_patient().room))
    if chance(0.7):
        sp = c.other_patient()
        d.ln("Sitter / 1:1: {s} for {pt} (rm {rm}) - {r}", s=staff().full(), pt=ch([sp.last_, sp.LF, sp.full])(), rm=L(sp.room),
             r=ch(["suicide precautions", "pulling at lines", "elopement risk", "delirium, impulsive"]))
    if chance(0.7):
        a, b = staff(), staff()
        d.ln("Call-outs: {a} (sick, called {t}); {b} ({r})", a=a.full(), t=clock(), b=b.staff(),
             r=ch(["FMLA", "child sick", "no call/no show", "bereavement"]) if chance(0.7) else ["back ", c.D(days(c, 3), ch(["A", "Bd", "md"]))])
    if chance(0.6):
        d.ln("Staffing office: {ph}  email {em}", ph=c.phone(), em=P("staffing." + ch(["office", "desk", "core"]) + "@" + ch(["example.org", "example.com"]), "EMAIL"))
    if chance(0.5):
        d.ln("Grid: needed {n} RN / have {h}; ratio 1:{r}; incentive shift posted {dt}.", n=ri(5, 9), h=ri(4, 8), r=ri(3, 6), dt=c.D(days(c, 1), "short"))
    if chance(0.5):
        d.ln("Self-schedule link: {u}  (login {usr})", u=P(url(1), "URL"), usr=c.charge.user())
    d.ln("Huddle {t}: {n}", t=clock(), n=ch([neg.ordinary(), "Fall bundle reminder.", "Skin rounds at 1400 with the wound RN.", neg.eponym()]))
    if chance(0.5):
        sig(d, c, c.charge, role_word="charge RN")
    return d, c
