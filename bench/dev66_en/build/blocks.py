"""Shared note blocks (headers, social history, meds, vitals, signatures...).
Each block writes into a seg.Doc `d` using the note's Cast `c` (also d.resolver)."""
import clinical as K


def pick(r, xs):
    return r.choice(xs)


def maybe(r, p):
    return r.random() < p


def lines(d, items, bullet="- "):
    for it in items:
        d.add(bullet)
        d.w(it) if "{" in it else d.add(it)
        d.nl()


# ---------------------------------------------------------------- headers
def header(d, c, r, kind=None, clinic_key="clinic"):
    kind = kind or pick(r, ["kv", "kv", "line", "pipe", "kv2"])
    ca = c.loc == "CA"
    if kind == "kv":
        d.w("Patient: {pt:%s}\n" % pick(r, ["LFM", "lf", "full", "fml", "LF"]))
        d.w(pick(r, ["DOB: {date:dob}   Age: {age}   Sex: {sx}\n", "DOB {date:dob} ({age} y)\n",
                     "D.O.B.: {date:dob}  Age {age}\n"]))
        d.w("MRN: {mrn}" + pick(r, ["   Acct: {acct}\n", "   Enc #: {enc}\n", "\n", "   Visit #: {acct}\n"]))
        if ca and maybe(r, 0.75):
            d.w("{hcnlab} {hcn}\n")
        d.w(pick(r, ["Date of service: {date:visit}\n", "DOS: {date:visit}\n", "Visit date: {date:visit}\n"]))
        if maybe(r, 0.6):
            d.w("Address: {addr:pt}\n")
        if maybe(r, 0.6):
            d.w(pick(r, ["Phone: {ph:pt}\n", "Home: {ph:pt}  Cell: {ph:pt2}\n", "Tel {ph:pt}\n"]))
        if maybe(r, 0.08):
            d.w(pick(r, ["Palm-vein ID: {bio:palm}\n", "Biometric ID {bio}\n", "Fingerprint ID on file: {bio:fp}\n"]))
        if maybe(r, 0.55):
            d.w(pick(r, ["Insurance: {ins:name}  ID {member}  Grp {group}\n", "Payer: {ins} / member # {member}\n",
                         "Coverage: {ins:acr} {member}\n"]))
    elif kind == "kv2":
        d.w("NAME: {pt:LFM}    MRN: {mrn}\n")
        d.w("DOB: {date:dob}    AGE: {age}    SEX: {sx}\n")
        d.w("VISIT: {date:visit}    PROVIDER: {doc:0:lf}, {cred:0}\n")
        if maybe(r, 0.7):
            d.w("LOCATION: {%s:name}, room {room}\n" % clinic_key)
        if maybe(r, 0.5):
            d.w("PHONE: {ph:pt}    EMAIL: {email:pt}\n")
    elif kind == "line":
        d.w("{pt:lf} | {age}{sx} | DOB {date:dob} | MRN {mrn} | seen {date:visit}\n")
    else:
        d.w("| Name | {pt:full} | DOB | {date:dob} |\n| MRN | {mrn} | Visit | {date:visit} |\n")
        if maybe(r, 0.6):
            d.w("| Phone | {ph:pt} | Plan | {ins:acr} {member} |\n")
    d.nl()


def letterhead(d, c, r, key="clinic", who="c"):
    d.w("{%s:name}\n" % key)
    d.w("{addr:%s}\n" % who)
    d.w(pick(r, ["Tel {ph:%s}  Fax {fax:%s}\n", "Phone: {ph:%s} | Fax: {fax:%s}\n", "T {ph:%s} F {fax:%s}\n"]) % (who, who))
    if maybe(r, 0.5):
        d.w("{url:%s}\n" % who)
    d.nl()


def signature(d, c, r, i="0", when=True):
    k = r.randrange(6)
    if k == 0:
        d.w("Electronically signed by {doc:%s:full}, {cred:%s}" % (i, i))
        if when:
            d.w(" on {date:visit} at %02d:%02d" % (r.randint(7, 20), r.randint(0, 59)))
        d.nl()
    elif k == 1:
        d.w("-- {doc:%s:fi}, {cred:%s}\n" % (i, i))
    elif k == 2:
        d.w("{doc:%s:full} {cred:%s}\nNPI {npi:%s}%s\n" % (i, i, i, pick(r, ["", "  DEA {dea:%s}" % i])) if c.loc == "US" else
            "{doc:%s:full} {cred:%s}\n{liclab} {lic:%s}\n" % (i, i, i))
    elif k == 3:
        d.w("signed {doc:%s:ini} %s\n" % (i, pick(r, ["", "/ dictated", "(e-sig)"])))
    elif k == 4:
        d.w("{doc:%s:full}, {cred:%s}\n{clinic:name}\n" % (i, i))
    else:
        d.w("Dictated by: {doc:%s:lf}, {cred:%s}   DD: {date:visit:md}   DT: {date:+1:md}   /{doc:%s:ini}/{doc:2:ini}\n" % (i, i, i))


# ---------------------------------------------------------------- history
def social(d, c, r, n=3):
    """One living situation, one work line, then extras (so lines never contradict)."""
    has0 = bool(c.fams)
    has1 = len(c.fams) > 1
    living = ["lives with {rel:0} {fam:0} in {city}", "lives alone in an apt on {street}, {rel:0} {fam:0} checks in most days",
              "lives with {rel:0} ({fam:0:full}) and 2 dogs"] if has0 else ["lives alone in {city}"]
    work = ["works as {prof:a} at {employer}", "works at {employer} ({prof})", "retired {prof:ret}",
            "on disability since {date:-900:y}, was {prof:a}"]
    extra = ["smokes 1/2 ppd x 20 yrs", "quit smoking in {date:-2200:y}", "EtOH 2-3 beers on weekends",
             "no illicit drugs, occasional cannabis edible", "moved here from {country} in {date:-3000:y}",
             "drives, no falls", "insured through {ins} via spouse's job"]
    if has0 and c.fams[0]["prof"]:
        extra.append("{rel:0} {fam:0} is {fprof:0:a}")
    if has1:
        extra.append("{rel:1} {fam:1} lives nearby, helps with groceries")
    chosen = [pick(r, living), pick(r, work)] + r.sample(extra, max(0, min(n - 2, len(extra))))
    if n < 2:
        chosen = chosen[:1]
    d.w(pick(r, ["SH: ", "Social: ", "Soc hx: ", "Social history: "]))
    for j, o in enumerate(chosen):
        if j:
            d.add(pick(r, ["; ", ". ", ", "]))
        d.w(o)
    d.add(".\n")


def famhx(d, c, r):
    opts = ["mom w/ DM2 and HTN", "father MI at {anyage:45:62}", "mother died aged {anyw:58:92} (stroke)", "sister breast CA at {anyage:38:55}",
            "brother - alcohol use d/o", "MGM with Alzheimer's dementia", "dad died at {anyage:50:80} of colon CA",
            "no FHx of sudden cardiac death", "mother hypothyroid", "PGF with Parkinson's disease",
            "uncle with schizophrenia", "mom had Graves' disease", "no known FHx of CRC"]
    d.w(pick(r, ["FHx: ", "Fam hx: ", "Family history: "]))
    for j, o in enumerate(r.sample(opts, r.randint(2, 4))):
        if j:
            d.add(", ")
        d.w(o)
    d.add(".\n")


def medlist(d, c, r, group="gen", n=None, header=True, inline=False):
    n = n or r.randint(3, 7)
    ms = K.meds(r, group, n)
    if header:
        d.add(pick(r, ["Meds:", "Medications:", "Current meds:", "MEDS"]))
    if inline:
        d.add(" " + "; ".join(ms) + "\n")
    else:
        d.nl()
        for m in ms:
            d.add(pick(r, ["- ", "* ", "  "]) + m + "\n")


def allergies(d, c, r):
    d.add(pick(r, ["NKDA\n", "Allergies: PCN (rash)\n", "Allergies: sulfa - hives; codeine - N/V\n",
                   "ALL: NKDA\n", "Allergies: latex, shellfish\n", "no known drug allergies\n"]))


def vitals(d, c, r, style=None):
    style = style or pick(r, ["line", "slash", "list"])
    pre = "" if style == "slash" else pick(r, ["Vitals: ", "VS ", "", "Vitals - "])
    if style == "list":
        pre = pick(r, ["Vitals:\n", "VITALS\n"])
    d.add(pre + K.vitals(r, c.loc, c.kid, style, c.age_n) + "\n")


def pharmacy_line(d, c, r):
    d.w(pick(r, ["Pharmacy: {pharm} ({ph:p}, fax {fax:p})\n", "Preferred pharmacy - {pharm}, {city:p}, ph {ph:p}\n",
                 "Pharm: {pharm} {street:p}, {cityst:p} / {ph:p}\n", "sent to {pharm} on {street:p}\n"]))


def followup(d, c, r):
    d.w(pick(r, ["RTC {date:+28:md} or sooner prn.\n", "F/u appt {date:+14:wdd} at %d:%02d.\n" % (r.randint(8, 16), r.choice([0, 15, 30, 45])),
                 "Return in 3 mo (~{date:+90:my}).\n", "Next visit booked {date:+42}.\n",
                 "f/u w/ me {date:+7:wday} after labs.\n", "Recheck in 6 wk, booked for {date:+42:wdl}.\n"]))


def portal_log(d, c, r, n=2):
    d.w(pick(r, ["Portal activity (user {user:pt}):\n", "MyChart-type portal log, login {user:pt}:\n",
                 "Patient portal audit - account {user:pt}\n"]))
    for j in range(n):
        d.w("  {date:-%d:iso} %02d:%02d  %s  from {ip:%d}\n" % (
            r.randint(1, 20), r.randint(0, 23), r.randint(0, 59),
            pick(r, ["login OK", "viewed results", "sent message", "refill request", "failed login", "downloaded visit summary"]), j))


def prior_encounters(d, c, r, n=None):
    n = n or r.randint(2, 4)
    d.add(pick(r, ["Recent encounters:\n", "Prior visits:\n", "Encounter hx:\n"]))
    opts = [
        "{date:-%d:md}  {hosp:acr} ED - chest pain, trop neg x2, d/c",
        "{date:-%d:md}  {uc:name} - URI, no abx",
        "{date:-%d:md}  tele visit w/ {doc:0:last} - med check",
        "{date:-%d:md}  {specc:short} - {x}",
        "{date:-%d:md}  admitted {hosp:short}, {unit}, x 3 d - CAP",
        "{date:-%d:md}  no-show, letter mailed to {street}",
        "{date:-%d:md}  per Dr. {odoc:last}'s note - BP meds adjusted",
        "{date:-%d:md}  labs only at {lab:name} (accession {acc:1})",
    ]
    offs = sorted(r.sample(range(20, 700), n))
    for o, t in zip(offs, r.sample(opts, n)):
        t = (t % o).replace("{x}", pick(r, ["echo LVEF 55%", "PFTs, FEV1 68% pred", "A1c 8.1%", "scope: Barrett's, no dysplasia"]))
        d.w("- " + t + "\n")


def contacts(d, c, r):
    if not c.fams:
        return
    d.add(pick(r, ["Contacts:\n", "Emergency contacts:\n", "Support persons:\n"]))
    for i in range(min(len(c.fams), r.randint(1, 2))):
        d.w("  {fam:%d:full} ({rel:%d})  {ph:f%d}\n" % (i, i, i))
    if maybe(r, 0.25):
        d.w("  {fam:0:first}'s sister (in {fctry}): {fphone}\n")


def footer(d, c, r, kinds=None):
    kinds = kinds or r.sample(["billing", "audit", "cc", "route"], r.randint(1, 2))
    d.nl()
    for k in kinds:
        if k == "billing":
            d.w("Billing: acct {acct} | " + K.codes(r) + pick(r, [" | claim {claim}\n", " | {ins:acr} {member}\n", "\n"]))
        elif k == "audit":
            d.w("Audit: opened by {user:d0} %02d:%02d from {ip:1}; " % (r.randint(7, 18), r.randint(0, 59)))
            d.w(pick(r, ["amended by {user:d1} {date:+1:iso}\n", "signed by {user:d0} {date:visit:iso}\n",
                         "viewed by {user:d2} from {ip:2}\n"]))
        elif k == "cc":
            d.w(pick(r, ["cc: Dr. {odoc:full}, {pcp:name} (fax {fax:s})\n", "cc: {ins} care manager {other:F:full}, ph {ph:s:x}\n",
                         "cc: {pharm}, fax {fax:p}\n", "cc: pt by mail, {addr:pt}\n"]))
        else:
            d.w(pick(r, ["Routed to {doc:1:full} for review {date:visit:md}.\n", "Copy faxed to {pcp:short} {fax:s} on {date:+1:wdd}.\n",
                         "Task to front desk ({doc:2:first}): book f/u, confirm {ph:pt}.\n"]))
