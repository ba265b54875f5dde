"""Lists and logs: infection control cohort list, telephone advice log,
home spirometry / remote monitoring report."""
import datetime as dt

import phi as H
import clin as CL
from doc import pad
from ctx import ROLE_TITLE
from common import (days, he, his, him, ds, dsn, dob, pname, pt_head_name, age_short, id_lines,
                    sig, audit, aprof)
from phi import UK, US, CA, AU, IE, pick, chance

STATUS = [("P", "chronic Pseudomonas"), ("P", "chronic Pseudomonas"), ("C", "no chronic infection"),
          ("C", "no chronic infection"), ("M", "MRSA"), ("B", "Burkholderia cepacia complex"),
          ("N", "M. abscessus"), ("A", "Achromobacter"), ("S", "Stenotrophomonas"), ("C", "no chronic infection")]


def cohort_list(C, d):
    rng = C.rng
    paed = C.paed
    cday = C.d0
    d.line(pick(rng, ["INFECTION PREVENTION AND CONTROL - CF CLINIC COHORT LIST", "CF Clinic Segregation List",
                      "CF OUTPATIENT COHORT / SEGREGATION PLAN"]))
    d.line("{h} - %s CF clinic, {b}" % ("Paediatric" if paed and C.country not in (US, CA) else "Pediatric" if paed else "Adult"),
           h=(C.centre, "HOSPITAL"), b=(C.building, "LOCATION_OTHER") if chance(rng, 0.5) else "Outpatients Level %d" % rng.randint(1, 5))
    d.line("Clinic date: {x}   Session: %s" % pick(rng, ["AM", "PM", "all day"]), x=ds(C, cday, ["wdlong", "wd", "num", "long"]))
    d.line("Prepared by: {n}, ext {e}, on {x}", n=C.cns.full() if chance(rng, 0.6) else C.cns2.full(),
           e=(H.bleep(rng), "PHONE"), x=ds(C, cday - days(rng.randint(1, 4)), ["num", "short", "wd", "dm"]))
    d.t("\n")
    d.line("Key: P = Pseudomonas (chronic)  M = MRSA  B = Bcc  N = NTM (M. abscessus)  A = Achromobacter  S = Steno  C = clear")
    d.line("Rules: one patient per room; no shared waiting; B and N patients in the last slots in room {r} (HEPA, 30 min fallow);",
           r=H.room(rng))
    d.line("       staff apron + gloves for all; Clinell wipes 2 min contact time between patients.")
    d.t("\n")
    hdr = "Time   Room  Patient                      %-11s Age  Grp  Notes" % ({UK: "Hosp No", AU: "URN"}.get(C.country, "MRN"))
    d.line(hdr)
    d.line("-" * len(hdr))
    n = rng.randint(7, 13)
    t = dt.datetime(2000, 1, 1, 9 if chance(rng, 0.6) else 13, 0)
    rows = []
    for i in range(n):
        if i == 0 and chance(rng, 0.5) and C.age >= 1:
            p, age = C.pt, C.age
        else:
            p = H.person(rng, "PATIENT")
            age = rng.randint(1, 17) if paed else rng.randint(17, 60)
        rows.append((p, age, pick(rng, STATUS)))
    rows.sort(key=lambda r: (r[2][0] in "BN", r[2][0]))
    for p, age, st in rows:
        nm = pick(rng, ["lfc", "lf", "full"])
        name = p.lf(caps=True) if nm == "lfc" else p.lf() if nm == "lf" else p.full()
        note = pick(rng, ["", "", "", "wait in car", "annual review - bloods", "new isolate - see IPC", "interpreter booked",
                          "sibling also attends - separate days", "IVs due", "transition visit", "phone when room ready"])
        vals = {"t": t.strftime("%H:%M"), "r": pad(H.room(rng), 6), "n": pad(name, 29),
                "m": pad((H.mrn(rng, C.country), "MRN"), 12), "a": pad((str(age), "AGE"), 5), "g": st[0]}
        if note == "wait in car":
            d.line("{t}  {r}{n}{m}{a}{g}    wait in car (reg {v}), call {p}", v=H.plate(rng, C.country),
                   p=H.PH(rng, C.country, "mobile"), **vals)
        elif note == "phone when room ready":
            d.line("{t}  {r}{n}{m}{a}{g}    phone {p} when room ready", p=H.PH(rng, C.country, "mobile"), **vals)
        elif note == "sibling also attends - separate days":
            d.line("{t}  {r}{n}{m}{a}{g}    sibling {s} seen {x}", s=H.person(rng, "FAMILY", last=p.last).fn(),
                   x=ds(C, cday + days(rng.choice([-7, 7, 14, 1])), ["wd", "dm", "dmnum"]), **vals)
        else:
            d.line("{t}  {r}{n}{m}{a}{g}    %s" % note, **vals)
        t += dt.timedelta(minutes=pick(rng, [20, 30, 30, 40]))
    d.t("\n")
    if chance(rng, 0.6):
        d.line("Inpatients (for information) - {w}:", w=(C.ward, "HOSPITAL"))
        for _ in range(rng.randint(2, 4)):
            p = H.person(rng, "PATIENT")
            st = pick(rng, STATUS)
            d.line("  Side room {r}: {n} (%s) - %s" % (st[0], pick(rng, ["day 5 IVs", "day 11 IVs", "awaiting PICC", "discharge planned"])),
                   r=H.room(rng), n=p.full() if chance(rng, 0.5) else p.lf(caps=True))
        d.t("\n")
    d.line("New isolates since last list:")
    k = rng.randint(0, 2)
    if k == 0:
        d.line("  none")
    for _ in range(k):
        p = H.person(rng, "PATIENT")
        d.line("  {n} ({m}) - %s on {x}; moved to %s group." % (pick(rng, ["MRSA", "B. multivorans", "M. abscessus", "Achromobacter"]),
                                                               pick(rng, "MBNA")),
               n=p.full(), m=(H.mrn(rng, C.country), "MRN"), x=ds(C, cday - days(rng.randint(3, 30)), ["num", "short", "dm"]))
    d.t("\n")
    d.line("IPC nurse: {n}  {p}", n=H.person(rng, "DOCTOR").full(), p=H.PH(rng, C.country, "land", ext=0.6))
    if chance(rng, 0.4):
        d.line("Policy: {u}", u=H.url(rng, "info"))


REASONS = [
    ("increased cough and green sputum for 4 days", "Start ciprofloxacin 750 mg BD for 14 days; send sputum."),
    ("streaky haemoptysis this morning, <5 mL", "Advised to stop hypertonic saline for 48 h; tranexamic acid if recurs; attend if >20 mL."),
    ("abdominal pain and no bowel opening for 3 days", "Increase Movicol, oral fluids; attend ED if vomiting (?DIOS)."),
    ("PICC leaking at hub", "Clamp and attend day unit; homecare informed."),
    ("missed two doses of modulator while away", "Restart at usual dose; do not double up."),
    ("fever 38.4 C and rigors after IV dose", "Stop infusion; attend for line cultures this evening."),
    ("home spirometry FEV1 down 14% from baseline", "Clinic review tomorrow; sputum sample."),
    ("rash on chest since starting new tablets", "Photo sent via portal; hold modulator, review in clinic."),
    ("low blood sugars overnight (3.1 mmol/L)", "Reduce glargine by 2 units; diabetes nurse to call."),
    ("needs repeat prescription for Creon", "Prescription sent to GP practice."),
    ("school asking for care plan", "Letter and care plan emailed to school."),
]


def phone_log(C, d):
    rng = C.rng
    d.line(pick(rng, ["CF TELEPHONE ADVICE LOG", "Telephone Advice Record - CF Team", "CF Nurse Advice Line - Call Log"]))
    d.line("{h}  {u}", h=(C.centre, "HOSPITAL"), u=C.unit())
    d.t("\n")
    id_lines(C, d, compact=chance(rng, 0.5))
    d.line("Preferred contact: {p}" + pick(rng, ["", " / {q}"]), p=(C.pt_phone, "PHONE"), q=(C.home_phone, "PHONE"))
    d.t("\n")
    x = C.d0
    for i in range(rng.randint(2, 5)):
        taker = pick(rng, [C.cns, C.cns2, C.physio, C.reg])
        caller_self = (not C.paed) and chance(rng, 0.7)
        d.line("{x} %02d:%02d  Call taken by {tb}" % (rng.randint(7, 19), rng.randint(0, 59)),
               x=ds(C, x, ["num", "short", "med", "iso", "wdlong"]),
               tb=taker.full() if chance(rng, 0.5) else taker.ini(False))
        if caller_self:
            d.line("Caller: patient ({p})", p=H.PH(rng, C.country, "mobile") if chance(rng, 0.4) else (C.pt_phone, "PHONE"))
        else:
            who = C.carer if C.paed else pick(rng, [C.partner, C.mum])
            rel = "mother" if who is C.mum else "father" if who is C.dad else "partner"
            d.line("Caller: {n} (%s), {p}" % rel, n=who.full() if chance(rng, 0.5) else H.titled(rng, who, C.country), p=H.PH(rng, C.country))
        r = rng.random()
        if r < 0.35:
            d.line("ID check: name, DOB ({b}) and first line of address ({a}) confirmed.", b=dob(C), a=(C.addr.street, "STREET"))
        elif r < 0.5:
            d.line("ID check: voice biometric match, voiceprint ref {v}.", v=H.bioid(rng, "voice"))
        else:
            d.line("ID check: name and DOB confirmed.")
        reason, advice = pick(rng, REASONS)
        d.line("Reason: " + reason + ".")
        d.line("Advice: " + advice)
        act = rng.randrange(5)
        if act == 0:
            d.line("Action: discussed with {c}; agreed plan.", c=H.titled(rng, pick(rng, [C.cons, C.cons2, C.reg]), C.country))
        elif act == 1:
            d.line("Action: prescription sent to {p} (ref {r}).", p=(C.pharmacy, "HOSPITAL"), r=H.idnum(rng, "rx"))
        elif act == 2:
            d.line("Action: booked into clinic {x} at %s." % pick(rng, ["09:30", "10:10", "14:00", "15:20"]),
                   x=ds(C, x + days(rng.randint(1, 6)), ["wd", "num", "dm", "wdlong"]))
        elif act == 3:
            d.line("Action: sputum pot to be dropped at {h} lab; results to be phoned.", h=(C.local, "HOSPITAL"))
        else:
            d.line("Action: none further; to call back if worse.")
        d.line("Logged by: {u}", u=H.username(rng, taker))
        d.line("-" * 40)
        x = x + days(rng.randint(1, 20))
    if chance(rng, 0.5):
        d.line("Out-of-hours: ward {w} {p}", w=(C.ward, "HOSPITAL"), p=H.PH(rng, C.country, "land", ext=0.5))


def remote_monitoring(C, d):
    rng = C.rng
    cl = C.cl
    d.line(pick(rng, ["HOME SPIROMETRY - REMOTE MONITORING REPORT", "CF Virtual Clinic: Remote Monitoring Summary",
                      "Telemonitoring Review (home spirometry, oximetry, weight)"]))
    d.line("{h} - {u}", h=(C.centre, "HOSPITAL"), u=C.unit())
    d.t("\n")
    id_lines(C, d, compact=chance(rng, 0.5))
    d.line("App account: {u}   Portal: {l}", u=H.username(rng, C.pt), l=H.url(rng, "spiro"))
    model = pick(rng, CL.SPIRO_MODELS)
    d.line("Device: %s, SN {s}; pulse oximeter %s" % (model, pick(rng, ["Nonin 3230", "Masimo MightySat", "ChoiceMMed OxyWatch"])),
           s=H.device_sn(rng, "spiro"))
    last = C.d0 - days(rng.randint(0, 2))
    d.line("Last sync: {x} %02d:%02d from {ip}" % (rng.randint(6, 22), rng.randint(0, 59)), x=ds(C, last, ["num", "iso", "short"]), ip=H.ip(rng))
    if chance(rng, 0.35):
        d.line("Login: biometric (fingerprint) enabled, template ID {b}", b=H.bioid(rng, "finger"))
    start = C.d0 - days(rng.randint(13, 28))
    d.line("Review period: {a} - {b}", a=ds(C, start, ["num", "dm", "short"]), b=ds(C, C.d0, ["num", "dm", "short"]))
    d.t("\n")
    base = cl.fev1 if cl.spiro else 1.8
    basep = cl.fev1p if cl.spiro else 70
    d.line("Baseline (clinic {x}): FEV1 %.2f L (%d%%)" % (base, basep), x=ds(C, start - days(rng.randint(20, 90)), ["num", "short", "my"]))
    d.t("\n")
    d.line("Date          FEV1 (L)  FVC (L)  SpO2  HR   Wt (kg)  Symptoms")
    x = start
    drop_at = rng.randint(2, 5)
    i = 0
    alert_date = None
    while x <= C.d0 and i < 9:
        f = base * (1 - (0.13 if i >= drop_at and chance(rng, 0.7) else rng.uniform(-0.04, 0.05)))
        if f < base * 0.9 and alert_date is None:
            alert_date = x
        d.line("{x}%-10.2f%-9.2f%-6s%-5d%-9.1f%s" % (f, f * rng.uniform(1.2, 1.5), "%d%%" % rng.randint(90, 99), rng.randint(60, 110),
                                                    cl.wt + rng.uniform(-0.8, 0.6), pick(rng, ["0", "1", "2", "cough+", "sputum+", "tired"])),
               x=pad(ds(C, x, ["num", "dm", "wd", "short"]), 14))
        x = x + days(rng.randint(2, 4))
        i += 1
    d.t("\n")
    d.line("Alerts:")
    if alert_date:
        d.line("  FEV1 >10%% below baseline on {x} (%d readings)." % rng.randint(2, 3), x=ds(C, alert_date, ["num", "dm", "wdlong"]))
        d.f("  Action: {n} telephoned {p} on {x}; %s\n" % pick(rng, ["oral antibiotics started, sputum requested.", "booked face-to-face review.",
                                                                     "technique issue - repeat reading normal.", "admitted for IVs."]),
            n=C.cns.full() if chance(rng, 0.5) else C.cns.fn(), p=pname(C, ["first", "title"]),
            x=ds(C, alert_date + days(rng.randint(0, 2)), ["num", "dm", "wd"]))
    else:
        d.line("  none - readings within 10% of baseline.")
    d.line("Adherence to home readings: %d/%d expected sessions." % (rng.randint(4, 12), 12))
    if chance(rng, 0.5):
        d.line("Next video review: {x} %s, link {l} (meeting ID {m})" % pick(rng, ["10:00", "11:30", "14:15"]),
               x=ds(C, C.d0 + days(rng.randint(7, 40)), ["num", "wdlong", "dm"]), l=H.url(rng, "video"),
               m=("%d %d %d" % (rng.randint(100, 999), rng.randint(100, 999), rng.randint(1000, 9999)), "IDNUM"))
    if chance(rng, 0.35):
        d.line("Data forwarded from clinic workstation {ip}.", ip=H.ip(rng))
    d.t("\n")
    sig(C, d, C.cns, ROLE_TITLE["cns"][C.country])
    if chance(rng, 0.5):
        audit(C, d)
