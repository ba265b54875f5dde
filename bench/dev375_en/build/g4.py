"""Own genres: insulin pump self-management agreement, glucose interface audit log,
inpatient diabetes safety huddle list."""
import clin as K
import geo as G
import pools as P
from core import nm, seq, add_days, fd, Person, name_str
from ctx import sticker, addr_block, insurance_block, signature, tm, tm4, mkperson


def pump_agreement(n, c):
    r = c.rng
    u = K.unit(c)
    pump = r.choice(K.PUMPS)
    cgm = r.choice(K.CGMS)
    n.f("{t}\n{h}   Ward: {w}  {b}\n\n", t=r.choice(["INSULIN PUMP (CSII) & CGM - INPATIENT SELF-MANAGEMENT AGREEMENT",
                                                  "Agreement for Continued Use of Insulin Pump in Hospital",
                                                  "HYBRID CLOSED LOOP / PUMP - WARD AGREEMENT FORM"]), h=c.hosp_(), w=c.ward_(), b=c.bedloc())
    sticker(n, c)
    n.f("Pump: {p}   S/N {s}   Insulin in reservoir: {i}\n", p=pump, s=(G.device_sn(r, "pump"), "DEVICE"), i=K.bolus(c).split(" (")[0])
    n.f("CGM: {cg}   Sensor/transmitter ID {s}   Sensor inserted {d}\n", cg=cgm, s=(G.device_sn(r, "cgm"), "DEVICE"),
        d=c.date(add_days(c.d0, -r.randint(0, 9)), r.choice(["ddmm", "sp_mon_short", c.ds])))
    if r.random() < 0.5:
        n.f("Data platform: {pl} - patient account {a}; clinic linked ({cl})\n", pl=r.choice(["Glooko", "CareLink", "LibreView", "Dexcom Clarity", "Tidepool"]),
            a=(G.username(r, c.pt), "USERNAME") if r.random() < 0.6 else (c.email, "EMAIL"), cl=(c.hosp2, "HOSPITAL"))
    n.t("\nSettings checked on pump screen:\n")
    basals = [("00:00", r.randint(4, 12) / 10), ("04:00", r.randint(6, 14) / 10), ("09:00", r.randint(5, 12) / 10), ("18:00", r.randint(6, 13) / 10)]
    n.t("  Basal: " + "; ".join(f"{a} {b:.2f} u/h" for a, b in basals) + "\n")
    n.t(f"  ICR 1:{r.randint(5, 15)} g   ISF {K.glu(c, r.randint(15, 40) / 10)} {u}/unit   Target {K.glu(c, 6.0)}   Active insulin time {r.choice(['3', '3.5', '4'])} h\n")
    n.t(f"  Auto mode: {r.choice(['ON (SmartGuard)', 'ON (Control-IQ)', 'off', 'ON (Automated Mode)'])}   TDD (7-day avg) {r.randint(18, 80)} units\n")
    n.t("\nCriteria for self-management (all must be met):\n")
    for x in ["Alert and orientated (GCS 15/15), able to operate pump", "Not in DKA; not critically ill",
              "Has own supplies for at least 3 days", "Not having MRI/CT without pump removal plan", "Agrees to share readings with ward staff"]:
        n.t(f"  [{r.choice(['x', 'x', 'x', ' '])}] {x}\n")
    n.t("\nThe patient agrees to:\n - record CBG/CGM and boluses on the ward chart at least 4 times a day\n"
        " - inform nursing staff of any hypo (<4) or CBG >14 with ketones\n - change infusion set every 2-3 days and record it\n\n" if c.cc != "US" else
        "\nThe patient agrees to:\n - document BG and boluses on the flowsheet q4h while awake\n - report BG <70 or >250 mg/dL with ketones\n"
        " - change infusion set q48-72h\n\n")
    n.t("Stop pump and start VRIII/IV insulin if: drowsy/confused, ketones >=3, surgery under GA, patient unable or unwilling.\n")
    n.f("Supplies brought in by {rel} {f} ({ph}) on {d}.\n", rel=c.rel, f=c.fam_(), ph=(c.fam_phone, "PHONE"), d=c.date(add_days(c.d0, r.randint(0, 2)), r.choice(["wk_only", "ddmm", c.ds])))
    n.f("Pump clinic: {cl}, {d}; 24-h manufacturer helpline {ph} (device support only)\n", cl=(c.hosp2, "HOSPITAL"), d=c.doc(c.cons),
        ph=(G.phone(r, c.cc), "PHONE"))
    if r.random() < 0.4:
        n.f("Pt is a {p} at {e}; wants pump alarms silenced at night - not agreed.\n", p=(c.prof, "PROFESSION"), e=(c.employer, "ORGANIZATION"))
    if r.random() < 0.3:
        n.f("MRI booked {d}: pump and sensor to be removed and stored in labelled bag at nurses' station.\n",
            d=c.date(add_days(c.d0, r.randint(1, 3)), "sp_mon_short"))
    n.t("\nSignatures\n")
    n.f("Patient: {p}    Date: {d}\n", p=nm(c.pt, r.choice(["full", "full_mid", "LAST_first"]), "PATIENT"), d=c.date(style=r.choice(["num", c.ds])))
    n.f("DSN: {d}    Date: {dd}\n", d=c.nurse_(c.dsn, r.choice(["plain", "cred", "role"])), dd=c.date(style=r.choice(["num", c.ds])))
    n.f("Nurse in charge: {nn}   ", nn=nm(c.nurse, r.choice(["full", "init_last"]), "DOCTOR"))
    n.f("Consultant aware: {cn}\n", cn=c.doc(c.cons))
    n.t(r.choice(["Review agreement daily on ward round.\n", "Copy to notes; copy to patient.\n", "Ref: JBDS-IP guideline on CSII in hospital.\n"]))


def _hl7date(d):
    return f"{d.year:04d}{d.month:02d}{d.day:02d}"


def audit_log(n, c):
    r = c.rng
    u = K.unit(c)
    admin = mkperson(r)
    n.f("== POCT GLUCOSE DATA-MANAGER INTERFACE AUDIT ==\nsite={h}  export_by={us}  export_host={ip}  generated={d}T{t}Z\n",
        h=c.hosp_(), us=(G.username(r, admin), "USERNAME"), ip=(G.ip(r), "IPADDR"), d=(fd(c.d0, c.cc, "iso"), "DATE"), t=f"{tm(r)}:{r.randint(10, 59)}")
    n.t("filter: location in ('")
    n.p(c.ward, "HOSPITAL")
    n.t("') AND flag in ('L','H','CRIT','ERR')\n" + "-" * 60 + "\n")
    ops = [mkperson(r) for _ in range(3)] + [c.nurse]
    opu = [G.username(r, p) for p in ops]
    meters = [G.device_sn(r, "meter") for _ in range(2)]
    hosts = [G.ip(r) for _ in range(2)]
    day = c.d0
    nlines = r.randint(5, 9)
    times = sorted(f"{tm(r)}:{r.randint(10, 59)}" for _ in range(nlines))
    for i in range(nlines):
        if i and times[i] < times[i - 1]:
            day = add_days(day, 1)
        k = r.randrange(len(ops))
        lvl = r.choice(["INFO", "INFO", "WARN", "ERROR", "CRIT"])
        v = r.randint(12, 38) / 10 if lvl in ("WARN", "CRIT") else r.randint(40, 330) / 10
        n.f("{d}T{t}Z {lv} host={h} dev={dv} op={op} ", d=(fd(day, c.cc, "iso"), "DATE"), t=times[i], lv=f"{lvl:<5}",
            h=(r.choice(hosts), "IPADDR"), dv=(r.choice(meters), "DEVICE"), op=(opu[k], "USERNAME"))
        if lvl == "ERROR":
            n.f("pid={m} result={v} {u} status=QUARANTINE reason='patient ID not on ADT'\n", m=(G.mrn(r, c.cc), "MRN"), v=K.glu(c, v), u=u)
        elif lvl == "CRIT":
            n.f("pid={m} enc={e} result={v} {u} flag=CRIT_LO ack={a}\n", m=(c.mrn, "MRN"), e=(c.acct[1], "ACCOUNT"), v=K.glu(c, v), u=u,
                a=(opu[(k + 1) % len(opu)], "USERNAME"))
        else:
            n.f("pid={m} result={v} {u} flag={f}\n", m=(c.mrn if r.random() < 0.6 else G.mrn(r, c.cc), "MRN"), v=K.glu(c, v), u=u,
                f="L" if v < 4 else ("H" if v > 11 else "N"))
    n.t("\n-- HL7 outbound (ORU^R01) sample --\n")
    msg = f"MSG{G.dg(r, 8)}"
    n.f("MSH|^~\\&|POCT_DM|SITE01|LIS|SITE01|{d}{t}||ORU^R01|{mid}|P|2.5\n", d=(_hl7date(c.d0), "DATE"), t=tm4(r) + "00", mid=(msg, "IDNUM"))
    p = c.pt
    hl7name = f"{p.last.upper()}^{p.first.upper()}" + (f"^{p.mid[0]}" if p.mid else "")
    n.f("PID|1||{m}^^^SITE01^MR||{nm}||{dob}|{sx}|||{st}^^{ci}^^{z}\n", m=(c.mrn, "MRN"), nm=(hl7name, "PATIENT"), dob=(_hl7date(c.dob), "DATE"),
        sx=c.sex, st=(c.street, "STREET"), ci=(c.city, "CITY"), z=(c.zip, "ZIP"))
    n.f("PV1|1|I|{w}^{b}^1||||{dc}^{dn}|||||||||||{acc}\n", w=c.ward_(), b=(c.bed, "LOCATION_OTHER"), dc=(G.dg(r, 6), "IDNUM"),
        dn=(f"{c.cons.last.upper()}^{c.cons.first.upper()}", "DOCTOR"), acc=(c.acct[1], "ACCOUNT"))
    lv = r.randint(15, 36) / 10
    n.f("OBX|1|NM|GLU-POC^Glucose POC||{v}|{u}|{rng}|L|||F|||{d}{t}||{op}\n", v=K.glu(c, lv), u=u, rng=f"{K.glu(c, 4.0)}-{K.glu(c, 7.8)}",
        d=(_hl7date(c.d0), "DATE"), t=tm4(r), op=(opu[0], "USERNAME"))
    n.t("-" * 60 + "\n")
    n.f("Summary: {x} results, {q} quarantined, {cr} critical. Reviewed by POCT lead {p} on {d}.\n", x=r.randint(200, 1800), q=r.randint(0, 6),
        cr=r.randint(1, 9), p=nm(admin, r.choice(["full", "init_last"]), "DOCTOR"), d=c.date(add_days(c.d0, 1)))
    if r.random() < 0.5:
        n.f("Ticket {tk} raised with IT: interface engine {ip} dropped ACKs 02:10-02:40; no data loss.\n", tk=(G.idnum(r, "x"), "IDNUM"), ip=(G.ip(r), "IPADDR"))
    if r.random() < 0.4:
        bi = G.bioid(r)
        n.f("Note: op {o} authenticated at meter with badge + {l} {b}.\n", o=(opu[1], "USERNAME"), l=bi[0], b=(bi[1], "BIOID"))
    n.t(r.choice(["Ref: LOINC 41653-7 (glucose, capillary, glucometer).\n", "Ref: CLSI POCT12-A3.\n",
                  "Interface: ASTM/POCT1-A; LIS vendor module v4.2.\n"]))


def huddle(n, c):
    r = c.rng
    u = K.unit(c)
    n.f("{t} - {d}\n{h}\n", t=r.choice(["INPATIENT DIABETES TEAM - DAILY SAFETY HUDDLE", "Diabetes Inpatient MDT Huddle", "IPDT Board Round / Huddle"]),
        d=c.date(style=r.choice(["wk_long", c.ds, "long"])), h=c.hosp_())
    staff = [(c.cons, "cons"), (c.dsn, "DSN"), (c.dsn2, "DSN"), (c.pharm, "pharmacist"), (mkperson(r), "dietitian"), (mkperson(r), "podiatrist")]
    n.t("Present: ")
    for i, (p, role) in enumerate(r.sample(staff, r.randint(3, 6))):
        if i:
            n.t(", ")
        if role == "cons":
            n.put(c.doc(p))
            n.t(" (attending)" if c.us else " (cons)")
        else:
            n.p(name_str(p, r.choice(["full", "first", "init_last"])), "DOCTOR")
            n.t(f" ({role})")
    n.f("\n{bwc} holder today: {p} - {bw} {b}\n\n", p=nm(c.dsn, "first", "DOCTOR"), b=c.bleep())
    n.t("#  | Ward / bed | Patient | ID | Age | Issue | Action | Owner\n")
    issues = [("hypo x2 overnight", "reduce basal 20%"), ("DKA - on FRIII", "transition plan pm"), ("new T1DM", "education day 1"),
              ("pump on ward", "agreement signed"), ("HHS", "fluid balance check"), ("steroids", "add NPH mane"),
              ("NBM for theatre", "VRIII per protocol"), ("foot ulcer", "podiatry r/v"), ("CBG >20 x3", "increase correction"),
              ("gliclazide + AKI", "stop SU"), ("enteral feeds", "align Humulin I with feed"), ("discharge today", "pens + supplies")]
    pats = [(c.pt, c.ward, c.bed, c.mrn, c.age)]
    for _ in range(r.randint(4, 8)):
        pats.append((mkperson(r), G.ward(r, c.cc), str(r.randint(1, 30)), G.mrn(r, c.cc), r.randint(18, 97)))
    r.shuffle(pats)
    own = [c.dsn, c.dsn2, c.cons, c.pharm]
    for i, (p, w, b, m, a) in enumerate(pats, 1):
        iss, act = r.choice(issues)
        n.f("{i}  | {w} {b} | {p} | {m} | {a} | {iss} | {act} | {o}\n", i=i, w=(w, "HOSPITAL"), b=(b, "LOCATION_OTHER"),
            p=nm(p, r.choice(["last_init", "LAST_first", "init_last", "initials"]), "PATIENT"), m=(m, "MRN"), a=(str(a), "AGE"),
            iss=iss, act=act, o=nm(r.choice(own), "initials", "DOCTOR"))
    n.f("\nYesterday: hypos <4 {u}: {h} events in {p} patients; DKA admissions {d}; ", u=u if c.cc != "US" else "(<70 mg/dL)", h=r.randint(2, 14),
        p=r.randint(1, 7), d=r.randint(0, 3))
    n.f("insulin incidents reported: {i} ({ref}).\n", i=r.randint(0, 3), ref=(G.idnum(r, "incident"), "IDNUM"))
    if r.random() < 0.5:
        n.f("Meter QC: {w} meter {s} failed L1 twice - swapped; POCT informed.\n", w=(c.ward2, "HOSPITAL"), s=(G.device_sn(r, "meter"), "DEVICE"))
    if r.random() < 0.5:
        n.f("Referrals received since last huddle: {k} (via {e}).\n", k=r.randint(3, 15), e=(c.team_email, "EMAIL"))
    n.t("AOB: " + r.choice(["Think Glucose training dates circulated; Hypo Awareness Week next month.",
                              "NaDIA snapshot audit this Thursday - all wards.",
                              "New Dexcom G7 receivers in stock; Libre readers withdrawn.",
                              "Reminder: never use 'U' for units; MHRA alert on high-strength insulins."]) + "\n")
    if r.random() < 0.5:
        n.f("Next huddle: {d} 09:15, seminar room, {loc}.\n", d=c.date(add_days(c.d0, 1), r.choice(["wk_only", "wk_num", "sp_mon_short"])),
            loc=(r.choice(["Brunel Wing", "Fleming Building", "Jubilee Wing", "Harbour Block", "Nightingale Education Centre"]), "LOCATION_OTHER"))
    n.f("Minutes: {m}\n", m=nm(c.dsn2, r.choice(["initials", "full"]), "DOCTOR"))
