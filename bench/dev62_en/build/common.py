"""Blocks shared by the genre writers: headers, sign-offs, social and family
history, code status, follow-up lines."""
import datetime as dt

from seg import P
import ids
import pools


def age_phrase(c, x, form=None):
    """Age in one of many shapes; only the number is a span."""
    r = c.rng
    a = x["age"]
    if c.months is not None:
        return r.choice([[a, "-month-old"], [a, "mo"], [a, "m"], [a, " mo old"]]), ("boy" if c.sex == "M" else "girl")
    sx = c.sex.lower() if c.terse else c.sex
    word = "man" if c.sex == "M" else "woman"
    if c.terse:
        forms = [[a, "yo " + sx], [a, " yo " + sx], [a, sx], [a, " y/o " + word], [a, "y " + sx], [a, " yo " + word]]
    else:
        forms = [[a, "-year-old " + word], [a, "-year-old " + ("male" if c.sex == "M" else "female")],
                 [a, " yo " + sx], [a, " y/o " + word], [a, sx]]
    return r.choice(forms), word


def header(d, c, x, title):
    r = c.rng
    if c.terse:
        v = r.randrange(4)
        if v == 0:
            d.ln("{hospacr} " + title, x)
            d.ln("pt: {ptplain}  mrn {mrn}  dob {dob}", x)
        elif v == 1:
            d.ln(title + " - {hosp}", x)
            d.w("{ptlf}, ", x)
            d.add(age_phrase(c, x)[0])
            d.ln(", mrn {mrn}, acct {acct}", x)
        elif v == 2:
            d.ln(title, x)
            d.ln("name: {ptplain} | dob {dob} | mrn: {mrn} | rm {room}", x)
        else:
            d.ln("{hosp} / " + title, x)
            d.ln("{ptfull} ({ptinit}) mrn {mrn} csn {acct}", x)
        return
    v = r.randrange(4)
    if v == 0:
        d.add(P("HOSPITAL", c.hosp_name.upper()))
        d.t("\n" + title.upper() + "\n\n")
        d.ln("PATIENT: {pthdr}        MRN: {mrn}", x)
        d.ln("DOB: {dob}        ACCOUNT #: {acct}", x)
    elif v == 1:
        d.ln("{hospname} - " + title, x)
        d.ln("Patient Name: {ptfull}", x)
        d.ln("Medical Record Number: {mrn}", x)
        d.ln("Date of Birth: {dob}   Sex: {male}", x)
        d.ln("Encounter: {acct}", x)
        if r.random() < 0.5:
            d.ln("Address: {addr}", x)
        if r.random() < 0.3:
            d.ln("SSN: {ssn}", x)
    elif v == 2:
        d.ln(title, x)
        d.ln("Name: {ptplain} | MRN {mrn} | DOB {dob} | Visit {acct}", x)
        d.ln("Location: {unit}, Room {room}, {hospacr}", x)
        if r.random() < 0.3:
            d.ln("Home: {street}, {city} {zip}   Phone: {homephone}", x)
    else:
        d.ln("{pthdr}  (MRN {mrn})", x)
        d.ln("{hospname}  {hospcity}, {hospst}", x)
        d.ln(title + "   Encounter #{acct}", x)
    d.t("\n")


def signoff(d, c, x, role="att", when=None, extra_roles=()):
    r = c.rng
    when = when or c.d1
    p = c.staff(role)
    if c.terse:
        v = r.randrange(4)
        if v == 0:
            d.w("-- ")
            d.add(c.doc(p, "last"))
            d.w(" / pgr {pg}\n", pg=P("PHONE", p.pager))
        elif v == 1:
            d.add(c.doc(p, "full_cred"))
            d.w(" ({u}) pager {pg}\n", u=P("USERNAME", p.user), pg=P("PHONE", p.pager))
        elif v == 2:
            d.w("signed {u} ", u=P("USERNAME", p.user))
            d.add(ids.D(when, "md"))
            d.t(" %02d%02d" % (r.randint(6, 23), r.randint(0, 59)))
            if r.random() < 0.3:
                d.w(" remote from {ip}", ip=P("IPADDR", ids.ipaddr(r)))
            d.t("\n")
        else:
            d.add(c.doc(p, "init_last"))
            d.w(" - call w/ ?s {pg}\n", pg=P("PHONE", p.pager))
        for ro in extra_roles:
            q = c.staff(ro)
            d.w("d/w ")
            d.add(c.doc(q, "dr" if ro in ("att", "cons", "fellow", "surg") else "first"))
            d.t("\n")
        return
    v = r.randrange(4)
    if v == 0:
        d.t("Electronically signed by: ")
        d.add(c.doc(p, "full_cred"))
        d.w(" (user ID: {u}) on ", u=P("USERNAME", p.user))
        d.add(ids.D(when, "mdy"))
        d.t(" at %02d:%02d" % (r.randint(6, 23), r.randint(0, 59)))
        if r.random() < 0.25:
            d.w(" from workstation {ip}", ip=P("IPADDR", ids.ipaddr(r)))
        d.t("\n")
    elif v == 1:
        d.add(c.doc(p, "full_cred"))
        d.w("\nPager {pg}\n", pg=P("PHONE", p.pager))
    elif v == 2:
        d.t("Signed: ")
        d.add(c.doc(p, "dr_full"))
        d.w(" | {u} | ", u=P("USERNAME", p.user))
        d.add(ids.D(when, r.choice(["mdy", "long", "wd_md"])))
        d.t("\n")
    else:
        d.add(c.doc(p, "full_cred"))
        d.w(", pager {pg}, {hospacr}\n", x, pg=P("PHONE", p.pager))
    for ro in extra_roles:
        q = c.staff(ro)
        d.t("Seen and discussed with ")
        d.add(c.doc(q, "dr_full" if ro in ("att", "cons", "fellow", "surg") else "full_cred"))
        d.t(".\n")
    if r.random() < 0.35:
        tx = c.staff("tx")
        d.w("D: {d1}  T: {d2}  DD/{i}  Job {job}\n", d1=ids.D(when, "mdy"),
            d2=ids.D(when + dt.timedelta(days=r.choice([0, 1])), "mdy"), i=P("DOCTOR", tx.initials()),
            job=P("IDNUM", ids.digits(r, 7)))


def social(d, c, x):
    r = c.rng
    f0 = c.fam[0]
    if c.months is not None:
        if c.terse:
            d.ln("soc: lives w/ {fam0} and {fam1} in {city}. daycare at {employer}. mom works as {prof}.", x)
        else:
            d.ln("Social: Lives with {fam0} and {fam1} in {city}, {st}. Attends day care; mother works as {aprof}.", x)
        return
    if c.terse:
        parts = [
            r.choice(["lives w/ {fam0} in {city}" + r.choice(["", ", {st}"]) + ".", "lives on farm in {county} w/ {fam0}."]),
            r.choice(["works as {prof} at {employer}.", "retired {prof}.", "{prof} at {employer}, ft.",
                      "former {prof}, on disability."]),
            r.choice(["tob: 1 ppd x30y, quit {qy}.", "never smoker.", "current smoker 1/2 ppd.", "vapes daily."]),
            r.choice(["etoh: 2-3 beers/wk.", "etoh: denies.", "etoh 6 pk/day.", "no ivdu."]),
        ]
        if r.random() < 0.45:
            parts.append(r.choice(["from {country}, here since {arr}.", "emigrated from {country} {arr}.",
                                   "born in {country}, speaks english + spanish."]))
        if r.random() < 0.3:
            parts.append("attends {church}.")
        d.w("soc: " + " ".join(parts) + "\n", x, qy=ids.D(dt.date(c.d0.year - r.randint(2, 20), 1, 1), "y"),
            arr=ids.D(dt.date(c.d0.year - r.randint(3, 40), 1, 1), "y"))
        return
    parts = [
        r.choice(["Lives with {fam0} in {city}, {st}.", "Lives on a farm in rural {county} with {fam0}.", "Lives alone in a second-floor apartment in {city}; {fam0} checks on {him} daily.",
                  "Lives with {fam0} in a single-story home in {city}, {stname}."]),
        r.choice(["Works as {aprof} at {employer}.", "Retired {prof}.", "Employed full time as {aprof} by {employer}.",
                  "Previously worked as {aprof}; currently on disability."]),
        r.choice(["Former smoker, 30 pack-years, quit in {qy}.", "Never smoker.", "Smokes one-half pack per day.",
                  "Smokes cigars occasionally."]),
        r.choice(["Drinks 2-3 beers per week.", "Denies alcohol.", "Reports heavy daily alcohol use.", "No illicit drug use."]),
    ]
    if r.random() < 0.45:
        parts.append(r.choice(["Originally from {country}; moved to the US in {arr}.",
                               "Born in {country}, emigrated in {arr}. Primary language is English.",
                               "Visited family in {country} last month."]))
    if r.random() < 0.3:
        parts.append("Active member of {church}.")
    if len(c.fam) >= 3 and r.random() < 0.6:
        parts.append("{Fam1first} and {fam2first} visit daily.")
    d.w("Social History: " + " ".join(parts) + "\n", x,
        qy=ids.D(dt.date(c.d0.year - r.randint(2, 20), 1, 1), "y"),
        arr=ids.D(dt.date(c.d0.year - r.randint(3, 40), 1, 1), "y"))


ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    t, o = divmod(n, 10)
    return TENS[t] + ("-" + ONES[o] if o else "")


def family_hx(d, c, x):
    r = c.rng
    n1, n2 = r.randint(48, 80), r.randint(55, 92)
    a1, a2 = str(n1), str(n2)
    if r.random() < 0.3:
        a1, a2 = words(n1), words(n2)
    if c.terse:
        d.w(r.choice(["fhx: mom d. mi at {a1}, dad colon ca at {a2}.\n", "fhx: father cad dx {a1}, sister t2dm.\n",
                      "fhx: noncontributory.\n", "fhx: mother w/ breast ca at {a1}; brother died at {a2} of cva.\n"]),
            a1=P("AGE", a1), a2=P("AGE", a2))
    else:
        d.w(r.choice(["Family History: Mother died of myocardial infarction at {a1}; father had colon cancer diagnosed at age {a2}.\n",
                      "Family History: Father with coronary artery disease diagnosed at {a1}. Sister with type 2 diabetes.\n",
                      "Family History: Noncontributory.\n",
                      "Family History: Mother with breast cancer at {a1}; brother died at {a2} from a stroke.\n"]),
            a1=P("AGE", a1), a2=P("AGE", a2))


def code_status(d, c, x):
    r = c.rng
    f = c.fam[0]
    if c.terse:
        d.w(r.choice(["code: full. hcp {rel} {n} {ph}\n", "dnr/dni (confirmed w/ {rel} {n}), hcp {n} cell {ph}\n",
                      "full code. poa = {rel} {n} ({ph})\n"]), rel=x["fam0rel"], n=x["fam0n"], ph=x["fam0ph"])
    else:
        d.w(r.choice(["Code Status: Full code. Health care proxy: {rel} {n}, {ph}.\n",
                      "Code Status: DNR/DNI, confirmed with the patient and {his} {rel}, {n} ({ph}).\n",
                      "Code Status: Full. Emergency contact: {n} ({rel}) at {ph}.\n"]),
            x, rel=x["fam0rel"], n=x["fam0n"], ph=x["fam0ph"])


def followup(d, c, x, n=2):
    r = c.rng
    for i in range(n):
        day = c.d1 + dt.timedelta(days=r.randint(3, 21))
        who = c.staff("pcp") if i == 0 else c.staff("cons", i)
        where = P("HOSPITAL", c.clinic if i == 0 else r.choice(pools.CLINICS))
        ph = P("PHONE", ids.phone(r))
        ds = r.choice(["wd_md", "mdy", "long", "wd_long", "md"])
        if c.terse:
            d.w("- f/u ")
            d.add(c.doc(who, "dr"))
            d.w(" @ {w} {dd} {tm}, {ph}\n", w=where, dd=ids.D(day, ds), tm="%d:%02d" % (r.randint(8, 16), r.choice([0, 15, 30, 45])), ph=ph)
        else:
            d.t("- ")
            d.add(c.doc(who, r.choice(["dr_full", "full_cred"])))
            d.w(", {w}, on {dd} at %d:%02d. Phone {ph}.\n" % (r.randint(8, 16), r.choice([0, 15, 30, 45])),
                w=where, dd=ids.D(day, ds), ph=ph)


def fax_cc(d, c, x):
    r = c.rng
    fax = P("FAX", ids.phone(r, style=r.choice([0, 1])))
    if c.terse:
        d.w("cc: pcp ")
        d.add(c.doc(c.staff("pcp"), "dr"))
        d.w(" {cl} fax {fax}\n", cl=x["clinic"], fax=fax)
    else:
        d.t("cc: ")
        d.add(c.doc(c.staff("pcp"), "full_cred"))
        d.w(", {cl} (fax {fax})\n", cl=x["clinic"], fax=fax)
