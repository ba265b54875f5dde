"""Genre 6: EHR audit and access logs (timestamp, username, workstation, IP, action)."""
import datetime as dt

import values as V
import comments as C
from markers import m, ljust

LAYOUTS = ["audit-csv", "audit-fixed", "audit-jsonl", "btg-report"]

ACTIONS = [("VIEW", "Chart Review", "Results tab"), ("VIEW", "Chart Review", "Notes: progress note"),
           ("READ", "Flowsheet", "Vitals"), ("MODIFY", "MAR", "Administration documented"),
           ("PRINT", "Report", "Discharge summary"), ("VIEW", "Demographics", "Address/phone"),
           ("SIGN", "Order", "CBC with differential"), ("EXPORT", "CCD", "Continuity of care document"),
           ("VIEW", "Imaging", "CT head w/o contrast"), ("MODIFY", "Problem list", "I48.91 added"),
           ("VIEW", "Allergies", "Penicillin - rash"), ("BTG", "Break-the-glass", "Restricted record opened"),
           ("LOGIN", "Session", "Successful authentication"), ("LOGOUT", "Session", "Timeout 15 min"),
           ("QUERY", "HIE", "Outside records query"), ("VIEW", "Medications", "Home meds reconciled"),
           ("MODIFY", "Orders", "metoprolol tartrate 25 mg PO BID"), ("FAX", "Document", "Referral letter")]


class Ev:
    pass


def events(ctx, n):
    rng = ctx.rng
    users = ctx.staff["nurse"][:3] + ctx.staff["physician"][:3] + ctx.staff["clerk"] + ctx.staff["lab"][:1] + ctx.staff["pharm"]
    hosts = {}
    t0 = dt.datetime(ctx.enc.year, ctx.enc.month, ctx.enc.day, rng.randint(0, 8), rng.randint(0, 59)) - dt.timedelta(days=rng.randint(1, 3))
    out = []
    t = t0
    for _ in range(n):
        t += dt.timedelta(minutes=rng.randint(1, 240), seconds=rng.randint(0, 59))
        e = Ev()
        e.t = t
        e.user = rng.choice(users)
        if e.user.username not in hosts:
            hosts[e.user.username] = (V.device_serial(rng, "workstation"), V.ip(rng))
        e.host, e.ip = hosts[e.user.username]
        if rng.random() < 0.1:
            e.host, e.ip = V.device_serial(rng, "workstation"), V.ip(rng)
        e.action = rng.choice(ACTIONS)
        e.role = {"physician": "MD", "nurse": "RN", "clerk": "CLERK", "lab": "LAB", "pharm": "PHARM", "tech": "TECH"}[e.user.role]
        out.append(e)
    return out


def dpart(ctx, t, style):
    return m("DATE", V.fdate(t.date(), style))


def hdr(ctx, comment_char="#"):
    rng = ctx.rng
    po = ctx.staff["physician"][3]
    gen = rng.choice(ctx.staff["clerk"])
    L = ["%s EHR ACCESS AUDIT EXTRACT - %s" % (comment_char, m("HOSPITAL", ctx.hosp)),
         "%s Patient: %s  MRN %s  DOB %s" % (comment_char, ctx.ptname(rng.choice(["L,F", "l,f", "fl"])), m("MRN", ctx.mrn),
                                            ctx.D(ctx.pt.dob)),
         "%s Requested by privacy office (%s), ticket %s; period %s to %s" % (
             comment_char, ctx.doc(po, "fl"), m("IDNUM", V.ref_no(rng, rng.choice(["PRIV", "INC", "RITM"]))),
             ctx.D(ctx.day(-4), "iso"), ctx.D(ctx.day(1), "iso")),
         "%s Generated %sT%s by %s" % (comment_char, m("DATE", V.fdate(ctx.day(2), "iso")), V.rand_time(rng) + ":00",
                                        m("USERNAME", gen.username))]
    return L


def csv_log(ctx):
    rng = ctx.rng
    L = hdr(ctx)
    L.append("event_time,user_id,user_name,role,workstation,ip_address,action,object,detail")
    for e in events(ctx, rng.randint(14, 22)):
        ts = dpart(ctx, e.t, "iso") + "T" + e.t.strftime("%H:%M:%S") + "Z"
        obj = e.action[1]
        if rng.random() < 0.2:
            obj = "MRN " + m("MRN", ctx.mrn) + " / " + obj
        L.append(",".join([ts, m("USERNAME", e.user.username), '"' + V.nm(e.user, "DOCTOR", "l,f") + '"', e.role,
                           m("DEVICE", e.host), m("IPADDR", e.ip), e.action[0], obj, '"' + e.action[2] + '"']))
    return L


def fixed_log(ctx):
    rng = ctx.rng
    L = hdr(ctx, "*")
    L.append(ljust("TIMESTAMP", 22) + ljust("USER", 16) + ljust("WORKSTATION", 18) + ljust("IP ADDRESS", 17) + ljust("ACTION", 8)
             + "DETAIL")
    style = rng.choice(["d-mon-y", "us" if ctx.loc == "US" else "dmy", "dmony", "iso"])
    for e in events(ctx, rng.randint(14, 22)):
        ts = dpart(ctx, e.t, style) + " " + e.t.strftime("%H:%M:%S")
        det = e.action[1] + ": " + e.action[2]
        if e.action[0] == "LOGIN" and rng.random() < 0.5:
            det = "Biometric login, template " + m("BIOID", V.bioid(rng))
        L.append(ljust(ts, 21) + " " + ljust(m("USERNAME", e.user.username.upper()), 15) + " " + ljust(m("DEVICE", e.host), 17) +
                 " " + ljust(m("IPADDR", e.ip), 16) + " " + ljust(e.action[0], 7) + " " + det)
    return L


def jsonl_log(ctx):
    rng = ctx.rng
    L = hdr(ctx, "//")
    for e in events(ctx, rng.randint(11, 16)):
        ts = dpart(ctx, e.t, "iso") + "T" + e.t.strftime("%H:%M:%S") + ".%03dZ" % rng.randint(0, 999)
        L.append('{"ts":"%s","user":"%s","display":"%s","host":"%s","ip":"%s","action":"%s","resource":"Patient/%s","detail":"%s"}' % (
            ts, m("USERNAME", e.user.username), V.nm(e.user, "DOCTOR", "fl"), m("DEVICE", e.host), m("IPADDR", e.ip),
            e.action[0], m("MRN", ctx.mrn), e.action[2]))
    if rng.random() < 0.7:
        # patient portal activity
        pu = (ctx.pt.first[0] + ctx.pt.last.replace(" ", "").replace("'", "").replace("-", "")).lower() + V.digits(rng, 2)
        t = dt.datetime(ctx.enc.year, ctx.enc.month, ctx.enc.day, rng.randint(18, 23), rng.randint(0, 59))
        L.append('{"ts":"%s","user":"%s","display":"%s","host":"portal","ip":"%s","action":"PORTAL_LOGIN","resource":"Patient/%s","detail":"via %s"}' % (
            dpart(ctx, t, "iso") + "T" + t.strftime("%H:%M:%S") + "Z", m("USERNAME", pu), V.nm(ctx.pt, "PATIENT", "fl"),
            m("IPADDR", V.ip(rng)), m("MRN", ctx.mrn), m("URL", ctx.url("portal"))))
    return L


def btg(ctx):
    rng = ctx.rng
    L = ["BREAK-THE-GLASS ACCESS REVIEW", "=" * 60]
    L.append("Facility: %s    Case: %s" % (m("HOSPITAL", ctx.hosp), m("IDNUM", V.ref_no(rng, "BTG"))))
    L.append("Patient: %s (MRN %s), %s, restricted record (VIP/employee)" % (
        ctx.ptname(rng.choice(["fl", "L,F"])), m("MRN", ctx.mrn), ctx.A(rng.choice(["yo", "y", "year-old"]))))
    L.append("Patient employer: %s (%s)" % (m("ORGANIZATION", ctx.employer), m("PROFESSION", ctx.profession)))
    L.append("")
    L.append(ljust("When", 26) + ljust("User", 20) + ljust("Name", 26) + ljust("Workstation/IP", 34) + "Reason given")
    evs = events(ctx, rng.randint(6, 9))
    for e in evs:
        reason = rng.choice(["Direct patient care", "ED presentation", "Covering for colleague", "Billing query",
                             "Scheduling", "(none entered)"])
        L.append(ljust(dpart(ctx, e.t, ctx.dstyle) + " " + e.t.strftime("%H:%M"), 26) + ljust(m("USERNAME", e.user.username), 20) +
                 ljust(V.nm(e.user, "DOCTOR", rng.choice(["fl", "l,f"])), 26) + ljust(m("DEVICE", e.host) + " / " + m("IPADDR", e.ip), 34) + reason)
    L.append("")
    L.append("Findings:")
    sus = rng.choice(evs).user
    fm = ctx.family[0]
    L.append("  User %s (%s) accessed the record %d times without a care relationship. The user lists %s (the patient's %s) as their own emergency contact." % (
        m("USERNAME", sus.username), V.nm(sus, "DOCTOR", "fl"), rng.randint(2, 6), V.nm(fm, "FAMILY", "fl"), fm.relation))
    for c in C.comments(ctx, "audit", rng.randint(2, 3)):
        L.append("  " + c)
    L.append("Outcome: " + rng.choice(["referred to HR", "education provided", "no breach - legitimate access",
                                        "reported to privacy regulator"]) + ". Reviewer " + ctx.doc(ctx.staff["physician"][2], "fl") +
             ", " + ctx.D(ctx.day(rng.randint(3, 20))) + ".")
    L.append("Contact privacy office: " + m("PHONE", V.phone(rng, ctx.loc)) + ", " + m("EMAIL", "privacy@" + ctx.host() + "." +
                                                                                          rng.choice(["example.org", "example.com"])))
    return L


def build(ctx, layout):
    rng = ctx.rng
    if layout == "audit-csv":
        L = csv_log(ctx)
    elif layout == "audit-fixed":
        L = fixed_log(ctx)
    elif layout == "audit-jsonl":
        L = jsonl_log(ctx)
    else:
        L = btg(ctx)
    if layout != "btg-report" and rng.random() < 0.6:
        L.append("")
        L.append("# reviewer note: " + C.comment(ctx, "audit"))
    return "\n".join(L) + "\n"
