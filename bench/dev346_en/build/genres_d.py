"""Own genres: densitometry/FLS system audit log, patient secure-message thread."""
import pools as PL
from core import P, Person, plus, idnum, serial, bioid, ip, username, email_person, email_team, url, phone, dstr, site_name, words
from case import DRUGS

ACTS = ["PATIENT_OPEN", "SCAN_ACQUIRE", "ANALYSE", "REPORT_EDIT", "REPORT_SIGN", "EXPORT_PACS", "BIOMETRIC_VERIFY",
        "PRINT", "EMAIL_REPORT", "QC_PHANTOM", "FAILED_LOGIN", "RECORD_MERGE", "VIEW_HISTORY", "DEMOGRAPHICS_EDIT"]


def audit_log(n, r, c):
    cc, d = c.cc, c.anchor
    sysname = r.choice(["DXA workstation audit trail", "FLS Registry - record access audit", "Bone densitometry PACS export log",
                        "Osteoporosis e-MAR audit report", "BMD database access log"])
    n.add(sysname.upper() if r.random() < 0.5 else sysname)
    n.add("\n")
    n.f("Site: {h}   Host: DXA-WS%02d (%s)\n".replace("(%s)", "({ip})") % r.randint(1, 12), h=c.hosp, ip=ip(r))
    sc = r.choice(PL.SCANNERS)
    n.f("Scanner: {m}  SN {s}   Software {v}\n", m=sc, s=serial(r), v=r.choice(PL.SOFTWARE))
    staff = [c.rad, c.nurse, c.cons, c.sec]
    users = [username(r, p) for p in staff]
    n.f("Report run by {u} ({nm}) on {d} {t}\n", u=users[3], nm=c.sec.n(r.choice(["full", "LF"])),
        d=P(dstr(plus(d, r.randint(1, 30)), "iso", cc), "DATE"), t="%02d:%02d" % (r.randint(8, 18), r.randint(0, 59)))
    n.f("Filter: {nl} = {m} ({nm})   Reason: {why}\n\n", nl=c.natlab if r.random() < 0.4 else "MRN",
        m=c.nat if r.random() < 0.4 else c.mrn, nm=c.pt.n(r.choice(["LFU", "LF"])),
        why=r.choice(["privacy audit (routine sample)", "patient access request", "Datix investigation", "IG spot check"]))
    fmt = r.randint(0, 1)
    if fmt == 0:
        n.add("timestamp           | user        | client IP      | action            | detail\n")
    else:
        n.add("TIME,USER,IP,EVENT,DETAIL\n")
    acc = idnum(r, "dxa")
    t = r.randint(7, 9) * 3600 + r.randint(0, 3599)
    ips = [ip(r) for _ in staff]
    rows = [("LOGIN", 0)]
    once = {"BIOMETRIC_VERIFY", "DEMOGRAPHICS_EDIT", "FAILED_LOGIN", "RECORD_MERGE", "QC_PHANTOM", "EMAIL_REPORT"}
    used = set()
    for _ in range(r.randint(6, 12)):
        a = r.choice(ACTS)
        if a in once and a in used:
            a = r.choice(["PATIENT_OPEN", "ANALYSE", "REPORT_EDIT", "VIEW_HISTORY"])
        used.add(a)
        rows.append((a, r.randint(0, 3)))
    rows.append(("LOGOUT", rows[-1][1]))
    for act, who in rows:
        t += r.randint(20, 1800)
        ts = "%02d:%02d:%02d" % (t // 3600 % 24, t // 60 % 60, t % 60)
        sep = " | " if fmt == 0 else ","
        n.add(P(dstr(d, "iso", cc), "DATE"))
        n.add(" " + ts + sep)
        n.add(users[who])
        n.add(sep)
        n.add(ips[who])
        n.add(sep + (act.ljust(17) if fmt == 0 else act) + sep)
        if act == "PATIENT_OPEN":
            n.f("MRN {m} {nm}", m=c.mrn, nm=c.pt.n("LFU"))
        elif act == "SCAN_ACQUIRE":
            n.f("acc {a} AP spine + dual femur", a=acc)
        elif act == "EXPORT_PACS":
            n.f("acc {a} -> PACS {p} (DICOM C-STORE ok)", a=acc, p=ip(r))
        elif act == "BIOMETRIC_VERIFY":
            n.f("biometric ID {b} matched (score 0.97)", b=bioid(r))
        elif act == "PRINT":
            n.f("report -> printer {p}", p=ip(r))
        elif act == "EMAIL_REPORT":
            n.f("report sent to {e}", e=email_person(r, c.gp, c.practice.v))
        elif act == "QC_PHANTOM":
            n.f("spine phantom SN {s} CV 0.4% PASS", s=serial(r))
        elif act == "FAILED_LOGIN":
            n.add("bad password (attempt 2)")
        elif act == "RECORD_MERGE":
            n.f("merged {a} into {b}", a=idnum(r, "case"), b=c.mrn)
        elif act == "DEMOGRAPHICS_EDIT":
            n.f("phone changed to {p}", p=c.mob)
        elif act == "VIEW_HISTORY":
            n.f("prior scans {a}, {b}", a=P(dstr(plus(d, -r.randint(700, 1500)), "iso", cc), "DATE"),
                b=P(dstr(plus(d, -r.randint(1600, 2600)), "iso", cc), "DATE"))
        elif act == "LOGIN":
            n.add("session start (smartcard)" if r.random() < 0.5 else "session start")
        elif act == "LOGOUT":
            n.add("session end")
        else:
            n.f("acc {a}", a=acc)
        n.add("\n")
    n.add("\n%d events. Export checksum sha256:%s\n" % (len(rows), "".join(r.choice("0123456789abcdef") for _ in range(16))))
    n.f("Reviewed by {nm} ({t}) {d}: {o}\n", nm=c.cons.n(r.choice(["full", "il"])),
        t=r.choice(["Caldicott lead", "IG officer", "Privacy Officer", "Clinical Lead"]), d=c.dt(r, plus(d, r.randint(2, 40))),
        o=r.choice(["all access appropriate", "1 access queried - user contacted", "no concerns"]))


def secure_message(n, r, c):
    cc, d = c.cc, c.anchor
    team = c.demail
    portal = r.choice(["MyHealth", "Patient Portal", "PatientHub", "Secure Messaging"])
    n.f("{p} - message thread   Ref {x}\n\n", p=portal, x=idnum(r, "order"))
    t0 = d
    pname = c.pt.n(r.choice(["full", "fml"]))
    n.f("From: {nm} <{e}>\nTo: {t}\nSent: {d} {tm}\nSubject: {s}\n\n", nm=pname, e=c.email, t=team,
        d=c.dt(r, t0, r.choice(["wk", "num", "long"])), tm="%02d:%02d" % (r.randint(6, 23), r.randint(0, 59)),
        s=r.choice(["Question about my bone tablets", "Re: Prolia injection", "DEXA appointment", "side effects",
                    "can i stop alendronate?", "Travel and my injection"]))
    casual = r.random() < 0.5
    if casual:
        n.f("hi its {f} {l} dob {dob}. ", f=c.pt.n("first"), l=c.pt.n("last"), dob=c.dt(r, c.dob, "nums"))
    else:
        n.f("Dear team,\n\nMy name is {nm} (date of birth {dob}, hospital number {m}). ", nm=c.pt.n("full"),
            dob=c.dt(r, c.dob, r.choice(["long", "num"])), m=c.mrn)
    k = r.randint(0, 3)
    if k == 0:
        n.f("I had my last injection on {d} and I am going to {ctry} from {a} to {b}. Will the next one be late?",
            d=c.dt(r, plus(t0, -r.randint(100, 170)), r.choice(["long", "num", "dmon"])),
            ctry=P(r.choice(PL.HOLIDAY_COUNTRIES), "COUNTRY"), a=c.dt(r, plus(t0, 20), "dmon"), b=c.dt(r, plus(t0, 48), "dmon"))
    elif k == 1:
        n.f("I have been on alendronic acid since {y} and my chemist ({ph}) says I should ask about a break.",
            y=P(str(t0.year - r.randint(4, 8)), "DATE"), ph=c.pharmacy)
    elif k == 2:
        n.f("I got a letter for a DEXA scan on {d} but I can't get there - my {rel} {f} works at {o} that day.",
            d=c.dt(r, plus(t0, r.randint(5, 20)), r.choice(["wk", "long", "dmon"])), rel=c.fam[0][0],
            f=c.fam[0][1].n("first"), o=c.employer)
    else:
        n.f("Since the tablets I have had bad heartburn and pain in my thigh. I am {a} and worried about it.",
            a=P(str(c.age) if r.random() < 0.6 else words(c.age), "AGE"))
    n.f(" You can ring me on {p}.\n", p=c.mob if r.random() < 0.6 else c.home)
    n.add("thanks\n" if casual else "\nKind regards,\n")
    n.f("{nm}\n", nm=c.pt.n(r.choice(["first", "full", "fi"])))
    n.add("\n---- Reply ----\n")
    t1 = plus(t0, r.randint(1, 3))
    n.f("From: {nm} <{e}>\nTo: {pe}\nSent: {d} {tm}\n\n", nm=c.nurse.n("full"), e=email_person(r, c.nurse, c.hosp.v),
        pe=c.email, d=c.dt(r, t1, r.choice(["wk", "num"])), tm="%02d:%02d" % (r.randint(8, 17), r.randint(0, 59)))
    n.f("Dear {nm},\n\nThank you for your message. ", nm=r.choice([c.pt.n("first"), [c.pt.title + " ", c.pt.n("last")]]))
    if k == 0:
        n.f("Your injection can be given up to 4 weeks early. We have moved it to {d}. ", d=c.dt(r, plus(t0, 12), r.choice(["wk", "long"])))
    elif k == 1:
        n.add("A treatment break may be suitable after 5 years if your fracture risk is lower. We will arrange a DXA scan "
              "and review. ")
    elif k == 2:
        n.f("We can offer an earlier slot on {d} at {h}. ", d=c.dt(r, plus(t0, r.randint(21, 40)), r.choice(["wk", "long"])),
            h=P(site_name(r, PL.HOSP_PAT[cc]), "HOSPITAL"))
    else:
        n.add("Thigh or groin pain on these medicines needs to be checked - please stop the tablets and see your GP this "
              "week for an x-ray of both femurs. ")
    n.f("You can also manage appointments at {u} or call us on {p}.\n\n", u=url(r, c.hosp.v), p=c.dphone)
    n.f("Best wishes,\n{nm}\n{t}\n{h}\n", nm=c.nurse.n(r.choice(["full", "first"])), t=c.nurse_title, h=c.hosp)
    if r.random() < 0.45:
        rel, fp = c.fam[0]
        n.add("\n---- Message ----\n")
        fe = email_person(r, fp)
        n.f("From: {nm} <{e}>\nSent: {d}\n\n", nm=fp.n("full"), e=fe, d=c.dt(r, plus(t1, 1), "num"))
        n.f("Hello, I am {pn}'s {rel}. Thanks - I will bring {him} in. My number is {p}.\n{f}\n",
            pn=c.pt.n("first"), rel=rel, him="her" if c.sex == "F" else "him", p=phone(r, cc), f=fp.n("first"))
    n.add("\nThis message was sent via a secure portal. Do not use for urgent matters - call 111/911/000 or attend ED.\n")
