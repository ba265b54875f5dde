"""Own genres: EWS alert system audit trail, family liaison record, critical care transfer request."""
import datetime

import locale_fmt as L
import clinical as K
import pools_places as PP
from common import (D, A, age_phrase, pname, fname, sname, T, loc_seg, id_block, banner, sig, team_url, bullets,
                    nok_line)
from cast import uname, mail, make_staff, new_person
from doc import email

HOLIDAYS = {"US": ["Thanksgiving", "Christmas", "the Fourth of July", "Labor Day weekend"],
            "UK": ["Christmas", "Boxing Day", "Easter weekend", "the August bank holiday"],
            "IE": ["Christmas", "St Stephen's Day", "Easter Monday", "the October bank holiday"],
            "CA": ["Thanksgiving", "Christmas", "Canada Day", "Victoria Day"],
            "AU": ["Christmas", "Australia Day", "Anzac Day", "Easter"],
            "NZ": ["Christmas", "Waitangi Day", "Anzac Day", "Easter"],
            "ZA": ["Christmas", "Heritage Day", "Freedom Day", "Easter"],
            "SG": ["Chinese New Year", "Hari Raya Puasa", "Deepavali", "Christmas"]}


def _stamp(rng, x, day, h, m):
    s = rng.randrange(60)
    return [(day.isoformat(), "DATE"), " %02d:%02d:%02d" % (h, m, s)]


def alert_audit_trail(rng, x, d):
    c, v = x.c, x.v
    sysname = rng.choice(["e-Obs", "VitalTrack", "ObsWatch", "NEWSnet", "CareFlow Obs"])
    d.w("{s} ALERT AUDIT TRAIL - EXPORT\n", s=sysname.upper())
    d.w("Site: {h}   Report run by {u} on ", h=(x.hosp, "HOSPITAL"), u=(uname(rng, x.out), "USERNAME"))
    d.seg(_stamp(rng, x, L.shift(x.date, rng.randrange(1, 5)), rng.randrange(7, 17), rng.randrange(60)))
    d.w("\nReason: {r}\n", r=rng.choice(["outreach audit of escalation timeliness", "incident review", "M&M case",
                                         "complaint response", "cardiac arrest review"]))
    d.w("Patient: {n}   ", n=pname(rng, x, "LASTFIRST"))
    d.seg(id_block(rng, x, sep="  "))
    d.w("  DOB {dob}\n", dob=D(rng, x, x.dob, ("iso",)))
    d.seg(["Location at time of events: "] + loc_seg(rng, x) + ["\n"])
    d.t("-" * 72 + "\n")
    users = [x.wrn, x.wdr, x.out, make_staff(rng, c, "ward_rn")]
    names = [uname(rng, s) for s in users]
    ips = [L.ip(rng) for _ in users]
    h = rng.randrange(0, 18)
    m = rng.randrange(0, 20)
    day = x.date
    score = rng.randrange(1, 4)
    pg = x.wdr.pager
    n_ev = rng.randrange(7, 12)
    for i in range(n_ev):
        m += rng.randrange(3, 45)
        if m >= 60:
            h, m = h + m // 60, m % 60
        if h >= 24:
            h -= 24
            day = L.shift(day, 1)
        d.seg(_stamp(rng, x, day, h, m))
        k = i % 5 if i < 9 else rng.randrange(5)
        u = rng.randrange(len(users))
        if k == 0:
            score = min(12, score + rng.randrange(1, 4))
            d.w(" | OBS_SAVED | user={u} | ws={ip} | {s}={n}\n", u=(names[u], "USERNAME"), ip=(ips[u], "IPADDR"),
                s=v["score"], n=str(score))
        elif k == 1:
            d.w(" | ALERT_GEN | {a} | level={lv} | route=" + v["pg"] + " {p}\n", a=(L.idnum(rng, "alert", day.year), "IDNUM"),
                lv="EMERGENCY" if score >= 7 else "URGENT" if score >= 5 else "LOW", p=(pg, "PHONE"))
        elif k == 2:
            d.w(" | PAGE_ACK | user={u} | latency {s} s\n", u=(names[1], "USERNAME"), s=str(rng.randrange(20, 900)))
        elif k == 3:
            d.w(" | LOGIN | user={u} | ws={ip} | auth=", u=(names[u], "USERNAME"), ip=(ips[u], "IPADDR"))
            if rng.random() < 0.5:
                d.w("fingerprint {b}\n", b=(L.bioid(rng), "BIOID"))
            else:
                d.t("smartcard\n")
        else:
            d.w(" | {ev} | user={u}\n", ev=rng.choice(["REVIEW_DOC", "ESCALATION_OVERDUE", "TEP_VIEWED", "OBS_FREQ_CHANGED",
                                                      "PARAM_OVERRIDE SpO2 scale 2", "CCOT_NOTIFIED"]),
                u=(names[u], "USERNAME"))
    d.t("-" * 72 + "\n")
    took, std = rng.randrange(8, 95), rng.choice([30, 60])
    d.t("Summary: first trigger -> review %d min (standard <= %d min). %s\n" % (
        took, std, "Within standard." if took <= std else rng.choice(["Breach - escalation overdue flag raised.",
                                                                       "Breach; obs overdue x2 prior to trigger."])))
    d.w("Chart link: {u}\n", u=(team_url(rng, "obs/chart?mrn=" + x.mrn.replace(" ", "")), "URL"))
    d.w("Reviewed by: {n} ({r}); notes to {e}\n", n=sname(rng, x, x.out, "full"), r=x.out.role, e=(x.team_email, "EMAIL"))


def family_liaison(rng, x, d):
    c, v = x.c, x.v
    d.w("{t}\n", t=rng.choice(["FAMILY COMMUNICATION RECORD", "Relatives' discussion - %s" % v["team"],
                               "FAMILY LIAISON / NEXT OF KIN CONTACT LOG"]))
    d.seg(banner(rng, x, dob=rng.random() < 0.6))
    d.w("Date: {dt}   Time: {tm}   Venue: {r}\n\n", dt=D(rng, x), tm=T(rng, x, rng.randrange(9, 20)),
        r=rng.choice(["relatives' room", "bedside", "telephone", "quiet room on ward", "video call"]))
    d.t("Present:\n")
    d.seg(["- "] + fname(rng, x.nok, "full", c) + [" (%s, NOK)" % x.nok_rel, "\n"])
    if rng.random() < 0.7:
        d.seg(["- "] + fname(rng, x.nok2, "full", c) + [" (%s)" % x.nok2_rel, "\n"])
    d.seg(["- "] + sname(rng, x, x.cons, "drfull") + [" (%s)" % x.cons.role, "\n"])
    d.seg(["- "] + sname(rng, x, x.out, "full") + [" (%s)" % x.out.role, "\n"])
    d.t("\nContact details confirmed:\n")
    d.w("  Primary: {n} - mobile {p}", n=fname(rng, x.nok, "first", c), p=(x.nok_phone, "PHONE"))
    if rng.random() < 0.5:
        d.w(", email {e}", e=(email(rng, x.nok), "EMAIL"))
    d.t("\n")
    d.w("  Secondary: {n} - {p}\n", n=fname(rng, x.nok2, "first", c), p=(L.phone(rng, c, mobile=False), "PHONE"))
    if rng.random() < 0.5:
        d.seg(["  Address (NOK): "] + L.address(rng, c) + ["\n"])
    d.t("\nSummary of discussion:\n")
    sc = rng.choice(K.SCEN)
    d.seg(x.pt.render(rng, "PATIENT", c, rng.choice(["title", "first", "titlefull"])))
    d.t(" was %s after a %s for %s. " % (rng.choice(["admitted to ICU", "reviewed by outreach", "stepped down from ICU"]),
                                        v["call"], sc["dx"]))
    d.t(rng.choice(["Explained current treatment and that the next 24-48 h are critical. ",
                    "Explained the ceiling of care (see TEP) and that CPR would not be in the patient's interests. ",
                    "Explained that the patient is improving and is ready to return to the ward. ",
                    "Explained the plan for NIV and what would happen if it fails. "]))
    d.t(rng.choice(["Family tearful but understand.", "Questions answered re prognosis.",
                    "Family asked for a second opinion - offered.", "Family in agreement with plan."]) + "\n")
    if rng.random() < 0.6:
        d.w("{Rel} is a {p} at {h} and asked for detailed results - shared with patient consent.\n",
            Rel=x.nok_rel.capitalize(), p=(rng.choice(["nurse", "physiotherapist", "pharmacist", "paramedic", "radiographer"]),
                                           "PROFESSION"), h=(x.hosp2, "HOSPITAL"))
    if rng.random() < 0.45:
        d.w("{Rel2} {n} lives in {co} and is flying in {dt}.\n", Rel2=x.nok2_rel.capitalize(),
            n=fname(rng, x.nok2, "first", c), co=(x.country, "COUNTRY"), dt=D(rng, x, L.shift(x.date, rng.randrange(1, 4)),
                                                                         ("wday", "long", "daymonth")))
    d.t("\nPractical support:\n")
    if rng.random() < 0.7:
        d.w("- Parking concession issued for vehicle reg {p}", p=(L.plate(rng, c), "VEHICLE"))
        if rng.random() < 0.3:
            d.w(" (second car {q})", q=(L.plate(rng, c), "VEHICLE"))
        d.t("\n")
    if rng.random() < 0.5:
        d.w("- Overnight room in {b}, room {r}\n", b=(rng.choice(PP.BUILDINGS), "LOCATION_OTHER"),
            r=(str(rng.randrange(1, 30)), "LOCATION_OTHER"))
    if rng.random() < 0.5:
        d.w("- Chaplaincy / faith support requested ({o})\n", o=(rng.choice(["Grace Fellowship Church", "St Columba's Parish",
                                                                              "Al-Noor Mosque", "Sri Ganesha Temple",
                                                                              "Kingdom Hall (Ashby)"]), "ORGANIZATION"))
    if rng.random() < 0.4:
        d.w("- Employer {e} contacted by son re leave (patient works as a {p})\n", e=(x.employer, "ORGANIZATION"),
            p=(x.prof, "PROFESSION"))
    d.t("- Information leaflet: 'Leaving intensive care' given\n")
    if rng.random() < 0.4:
        d.w("- Online diary: {u}\n", u=(team_url(rng, "icu-diary/" + L.digits(rng, 6)), "URL"))
    d.w("\nNext update planned: {dt} (or sooner if deterioration).\n",
        dt=D(rng, x, L.shift(x.date, rng.randrange(1, 3)), ("num", "wday_short", "abbr")))
    if rng.random() < 0.35:
        d.w("Family away over {hol} - will phone daily.\n", hol=(rng.choice(HOLIDAYS[c]), "DATE"))
    d.seg(sig(rng, x, x.out))
    d.t("\n")


SPECIALTY = ["neurosurgical review (SDH with midline shift)", "ECMO assessment (severe ARDS, P/F 9 kPa on FiO2 1.0)",
             "cardiac surgery (type A dissection)", "liver unit (acute liver failure, paracetamol)",
             "burns unit (TBSA 32%)", "ICU bed capacity - no local ICU bed", "interventional radiology (ongoing GI bleed)",
             "spinal injuries unit (C5 fracture)"]


def transfer_request(rng, x, d):
    c, v = x.c, x.v
    yr = x.date.year
    svc = rng.choice(PP.RETRIEVAL[c])
    d.w("CRITICAL CARE TRANSFER REQUEST\n{s}   Case no. {k}\n\n", s=(svc, "ORGANIZATION"),
        k=(L.idnum(rng, "retrieval", yr), "IDNUM"))
    d.w("Date: {dt}   Time of call: {tm}\n", dt=D(rng, x, None, ("num", "abbr", "dash")), tm=T(rng, x))
    d.w("Referring site: {h}, {w}\n", h=(x.hosp, "HOSPITAL"), w=(x.ward, "HOSPITAL"))
    d.w("  Tel: {p}   Fax: {f}\n", p=(L.phone_ext(rng, c), "PHONE"), f=(L.phone(rng, c, mobile=False), "FAX"))
    d.w("  Referring clinician: {n} ({r}), mobile {p}\n", n=sname(rng, x, x.icu, "drfull"), r=x.icu.role,
        p=(L.phone(rng, c, mobile=True), "PHONE"))
    d.w("Receiving site: {h}, {u}\n", h=(x.hosp2, "HOSPITAL"), u=rng.choice(["ICU", "Neuro ICU", "CTICU", "Liver ICU", "Burns ICU"]))
    acc = make_staff(rng, c, "icu")
    d.w("  Accepting consultant: {n}   Tel {p}\n\n", n=sname(rng, x, acc, "drfull"), p=(L.phone(rng, c, mobile=False), "PHONE"))
    d.t("PATIENT\n")
    d.w("Name: {n}   Sex: {s}   Age: {a}\n", n=pname(rng, x, rng.choice(["LASTFIRST", "full"])), s=x.pt.sex, a=A(x))
    d.w("DOB: {dob}   ", dob=D(rng, x, x.dob, ("num", "dash")))
    d.seg(id_block(rng, x))
    d.t("\n")
    if x.ssn and rng.random() < 0.7:
        d.w("{l}: {v}   ", l=x.ssn[0], v=(x.ssn[1], "SSN"))
    d.w("{l}: {v}\n", l=x.plan[0], v=(x.plan[1], "HEALTHPLAN"))
    if rng.random() < 0.5:
        d.w("Insurer: {i}\n", i=(rng.choice(PP.INSURERS), "ORGANIZATION"))
    d.seg(["Home address: "] + x.addr + ["\n"])
    d.seg(nok_line(rng, x))
    d.t("\n\nReason for transfer: %s\n" % rng.choice(SPECIALTY))
    if rng.random() < 0.25:
        d.w("Visitor from {co} - travel insurer notified, repatriation to be discussed.\n", co=(x.country, "COUNTRY"))
    sc = rng.choice(K.SCEN)
    d.t("Summary: " + " ".join(sc["hx"][:2]) + " " + sc["dx"].capitalize() + ".\n")
    o = K.obs(rng, 3, sc)
    d.t("Current: %s\n" % K.obs_line(o, c))
    d.t("Support: %s; %s; %s\n" % (rng.choice(["intubated, SIMV PC 20/8, FiO2 0.6", "HFNO 60L/0.8", "NIV 18/8, FiO2 0.5"]),
                                    rng.choice(["noradrenaline 0.2 mcg/kg/min", "no vasopressors", "adrenaline 0.05 mcg/kg/min"]),
                                    rng.choice(["propofol 200 mg/h + fentanyl 100 mcg/h", "no sedation", "midazolam 5 mg/h"])))
    d.t(K.abg(rng, c) + "\n")
    d.t("Bloods: " + ", ".join(K.labs(rng, c, 5, ranges=False)) + "\n")
    d.t("Lines: CVC R IJ (%s), art line L radial, ETT %.1f at %d cm\n" % (
        rng.choice(["5-lumen", "triple lumen", "vascath + CVC"]), rng.choice([7.0, 7.5, 8.0, 8.5]), rng.randrange(20, 25)))
    if rng.random() < 0.4:
        d.w("Transport ventilator Ventrix AV300 serial {s}\n", s=(L.device_serial(rng), "DEVICE"))
    d.t("\nTRANSFER\n")
    d.w("Mode: {m}   Vehicle: {p}", m=rng.choice(["road", "road (critical care ambulance)", "rotary wing", "fixed wing"]),
        p=(L.plate(rng, c), "VEHICLE"))
    if rng.random() < 0.3:
        d.w("  VIN {vn}", vn=(L.vin(rng), "VEHICLE"))
    d.t("\n")
    d.w("Team: {a} (doctor), {b} (nurse/paramedic)\n", a=sname(rng, x, make_staff(rng, c, "icu"), "full"),
        b=sname(rng, x, make_staff(rng, c, "outreach"), "full"))
    dep = rng.randrange(0, 22 * 60)
    eta = dep + rng.randrange(25, 150)
    d.t("Departed %s, ETA %s. Checklist completed: %s.\n" % (T(rng, x, dep // 60, dep % 60),
                                                            T(rng, x, (eta // 60) % 24, eta % 60),
                                                            rng.choice(["yes", "yes (2 signatures)"])))
    d.w("Imaging shared via PACS link {u} (gateway {ip})\n", u=(team_url(rng, "pacs/share/" + L.digits(rng, 8)), "URL"),
        ip=(L.ip(rng), "IPADDR"))
    d.w("Transfer letter faxed to {f}; confirmation by {e}\n", f=(L.phone(rng, c, mobile=False), "FAX"),
        e=(mail(rng, acc), "EMAIL"))
    d.t("\n")
    d.seg(sig(rng, x, x.out, with_lic=True))
    d.t("\n")
