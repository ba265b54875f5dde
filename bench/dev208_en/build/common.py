"""Shared note pieces: headers, clinical filler (non-PHI), signatures, audit lines."""
import core as C


def header(c, n, r, title):
    k = r.randrange(5)
    pt = c.pt
    if k == 0:
        n.f("{T}\n", T=title.upper())
        n.f("Patient: {nm}        MRN: {mrn}\n", nm=pt.caps(), mrn=(c.mrn, "MRN"))
        n.f("DOB: {dob} ({age} y)      Acct: {acct}\n", dob=c.d(c.dob, "mdy"), age=c.age_v(), acct=(c.acct, "ACCOUNT"))
        n.f("Admit: {adm}        Unit/Rm: {unit} {room}\n", adm=c.d(c.admit, "mdy"), unit=(c.unit, "HOSPITAL"),
            room=(c.room, "LOCATION_OTHER"))
        n.f("Attending: {att}    Payer: {ins}\n\n", att=[c.att.lf(), " " + c.att.cred], ins=(c.insurer, "ORGANIZATION"))
    elif k == 1:
        n.f("{H} | {T}\n", H=c.H(), T=title)
        n.f("Name: {nm} | DOB {dob} | MRN {mrn} | Enc# {acct}\n", nm=pt.full(), dob=c.dob_v(),
            mrn=(c.mrn, "MRN"), acct=(c.acct, "ACCOUNT"))
        n.f("Location: {unit}, room {room}, bed {bed} | Admitted {adm} | LOS {los}d\n\n", unit=(c.unit, "HOSPITAL"),
            room=(c.room, "LOCATION_OTHER"), bed=(c.bed, "LOCATION_OTHER"), adm=c.d(c.admit), los=str(c.los))
    elif k == 2:
        n.f("{T}\n{H}\n", T=title, H=c.H())
        n.f("PT NAME: {nm}   AGE/SEX: {age}/{sx}   MR#: {mrn}\n", nm=pt.caps2(), age=c.age_v(), sx=pt.sex,
            mrn=(c.mrn, "MRN"))
        n.f("ADM DATE: {adm}   ROOM: {room}   PCP: {pcp}\n\n", adm=c.d(c.admit, "mdy"), room=(c.room, "LOCATION_OTHER"),
            pcp=[c.pcp.lf(), " " + c.pcp.cred])
    elif k == 3:
        n.f("** {T} **\nDate of service: {dos}\n", T=title, dos=c.rd(0, c.los))
        n.f("Patient {nm} (MRN {mrn}), DOB {dob}, {ap}, {unit} rm {room}.\n\n", nm=pt.full(), mrn=(c.mrn, "MRN"),
            dob=c.dob_v(), ap=c.age_phrase(), unit=(c.unit, "HOSPITAL"), room=(c.room, "LOCATION_OTHER"))
    else:
        n.f("{T} - {H}\n", T=title, H=c.H(True))
        n.f("{nm}  #{mrn}  DOB:{dob}  Adm:{adm}\n\n", nm=pt.lf(), mrn=(c.mrn, "MRN"), dob=c.d(c.dob, "mdy2"),
            adm=c.d(c.admit, "mdy2"))


def vitals(r):
    return "T %.1f  HR %d  BP %d/%d  RR %d  SpO2 %d%% on %s" % (
        r.uniform(36.2, 38.4), r.randint(58, 118), r.randint(96, 168), r.randint(52, 96), r.randint(12, 26),
        r.randint(88, 99), r.choice(["RA", "2L NC", "3 L NC", "4L NC", "RA", "BiPAP", "HFNC 30L/40%"]))


def labs(r):
    items = [
        "Na %d" % r.randint(128, 146), "K %.1f" % r.uniform(3.1, 5.6), "Cl %d" % r.randint(95, 110),
        "HCO3 %d" % r.randint(18, 31), "BUN %d" % r.randint(8, 78), "Cr %.2f" % r.uniform(0.6, 4.2),
        "Glu %d" % r.randint(74, 342), "WBC %.1f" % r.uniform(3.2, 19.8), "Hgb %.1f" % r.uniform(6.9, 14.8),
        "Plt %d" % r.randint(88, 460), "INR %.1f" % r.uniform(0.9, 3.4), "Alb %.1f" % r.uniform(2.0, 4.3),
        "BNP %d" % r.randint(40, 3900), "lactate %.1f" % r.uniform(0.7, 4.1), "HbA1c %.1f%%" % r.uniform(5.4, 12.9),
    ]
    return ", ".join(r.sample(items, r.randint(4, 8)))


def function_line(r):
    dev = r.choice(["RW", "rolling walker", "FWW", "SPC", "hemi-walker", "no AD", "4WW"])
    assist = r.choice(["SBA", "CGA", "min A", "mod A", "max A x2", "supervision", "mod I"])
    return ("PT/OT: ambulates %d ft with %s and %s; transfers %s; AM-PAC 6-Clicks mobility %d/24, "
            "ADL %d/24. Recs: %s." % (r.choice([10, 15, 25, 40, 60, 90, 150, 200]), dev, assist,
                                    r.choice(["SBA", "min A", "mod A", "CGA", "max A"]), r.randint(8, 22),
                                    r.randint(8, 22), r.choice(["SNF", "IRF", "home w/ HH PT/OT", "home w/ 24h supervision",
                                                               "LTACH", "home, no skilled needs", "SNF vs home w/ HH"])))


def scores(r):
    return r.choice([
        "BIMS %d/15" % r.randint(3, 15), "MoCA %d/30" % r.randint(9, 29), "PHQ-9 %d" % r.randint(0, 22),
        "GAD-7 %d" % r.randint(0, 19), "Braden %d" % r.randint(9, 22), "Morse Fall Scale %d" % r.randint(25, 95),
        "AUDIT-C %d" % r.randint(0, 12), "CAM-ICU negative", "SLUMS %d/30" % r.randint(10, 29),
        "LACE index %d" % r.randint(4, 17), "HOSPITAL score %d" % r.randint(2, 10),
    ])


def meds_block(c, n, r, k=None):
    meds = c.meds[:k] if k else c.meds
    style = r.randrange(3)
    if style == 0:
        n.t("Medications:\n")
        for m in meds:
            n.t("  - " + m + "\n")
    elif style == 1:
        n.t("Current meds: " + "; ".join(meds) + ".\n")
    else:
        for i, m in enumerate(meds):
            n.t("%d. %s\n" % (i + 1, m))


def sign_time(r):
    return "%02d:%02d" % (r.randint(7, 19), r.randint(0, 59))


def signature(c, n, r, s, role=None, date=None):
    date = date or C.add_days(c.admit, r.randint(0, c.los))
    k = r.randrange(5)
    if k == 0:
        n.f("\nElectronically signed by {s} on {d} {tm}\n", s=s.sig(), d=c.d(date, "mdy"), tm=sign_time(r))
    elif k == 1:
        n.f("\n{s}\n{role}, {H}\nPhone {ph} | Fax {fx}\n", s=s.sig(), role=role or "Care Management", H=c.H(),
            ph=c.staff_phone(s), fx=c.fax())
    elif k == 2:
        n.f("\n-- {s}  {d} {tm}  pager {pg}\n", s=s.sig(), d=c.d(date, "mdy2"), tm=sign_time(r),
            pg=(C.fmt_phone(r, c.area, "01" + s.ext[1:3]), "PHONE"))
    elif k == 3:
        n.f("\nSigned: {s}\nDate/Time: {d} {tm}\nContact: {em} / {ph}\n", s=s.sig(), d=c.d(date, "iso"),
            tm=sign_time(r), em=c.staff_email(s), ph=c.staff_phone(s))
    else:
        n.f("\n{s}\n{role}\n{d}\n", s=s.sig(), role=role or "Social Work Services", d=c.d(date, "long"))


def audit(c, n, r, s):
    k = r.randrange(4)
    if k == 0:
        n.f("[Last modified by {u} at {d} {tm} from {ip}]\n", u=s.uname(), d=c.rd(0, c.los, style="mdy"),
            tm=sign_time(r), ip=(C.ipaddr(r), "IPADDR"))
    elif k == 1:
        n.f("Audit: created {u} / ws {ip}\n", u=s.uname(), ip=(C.ipaddr(r), "IPADDR"))
    elif k == 2:
        n.f("Note routed by {u} to {u2}.\n", u=s.uname(), u2=c.cm.uname())
    else:
        n.f("Entered by: {u}\n", u=s.uname())


def dict_initials(n, r, s):
    """Dictation/transcription line, e.g. DD/jk."""
    n.f("\nDD: {d1}/{t}\n", d1=(s.first[0] + s.last[0], "DOCTOR"),
        t=((r.choice("abcdefghjklmnprstw") + r.choice("abcdefghjklmnprstw")), "DOCTOR"))


def other_patient(r, used):
    """Another patient (e.g. in huddle minutes); a Person of type PATIENT."""
    import case
    return case.Person(r, "PATIENT", used=used)
