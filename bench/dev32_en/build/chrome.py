"""Letterheads, patient headers, signatures, footers and social history
shared by all genres.  Every function appends to a Doc."""
import pools as P
import locale_fmt as LF
from doc import Phi


def letterhead(d, c, dept, inst=None, contact=True, email=False, url=False, caps=False):
    h = inst or c.hosp
    name = h.name.upper() if caps else h.name
    d.add(Phi(name, "HOSPITAL"), "\n")
    if dept:
        d.add(dept, "\n")
    lines = c.addr_lines(h.addr)
    if c.chance(0.5):
        for ln in lines:
            d.add(ln, "\n")
    else:
        for i, ln in enumerate(lines):
            d.add(", " if i else "", ln)
        d.add("\n")
    if contact:
        tl = c.pick(["Tel: ", "Tel ", "Phone: ", "T: ", "Telephone: "])
        fl = c.pick(["Fax: ", "Fax ", "F: "])
        d.add(tl, Phi(h.phone, "PHONE"), c.pick(["   ", "  |  ", "\n", "  "]), fl, Phi(h.fax, "FAX"), "\n")
    if email:
        d.add(c.pick(["Email: ", "E-mail: ", "E: "]), c.inst_email(h), "\n")
    if url:
        d.add(c.pick(["", "Web: ", "www: "]) if not h.url.startswith("www") else c.pick(["", "Web: "]),
              Phi(h.url, "URL"), "\n")


def id_list(c, national=True, plans=True, acct=False, ssn=False):
    """[(label, Phi)] identifiers suitable for a header."""
    out = []
    L = c.L
    if L == "NZ":
        out.append(("NHI", Phi(c.mrn, "MRN")))
    else:
        out.append((c.mrn_label(), Phi(c.mrn, "MRN")))
    if national and c.natid and L != "NZ":
        out.append((c.natid[0], Phi(c.natid[1], "MRN")))
    if plans:
        for lab, val in c.plans[:2 if L != "US" else 3]:
            if lab == "Group #":
                continue
            out.append((lab, Phi(val, "HEALTHPLAN")))
            if L != "US":
                break
    if acct:
        lab = {"US": c.pick(["Acct #", "Encounter #", "FIN", "CSN"]), "CA": c.pick(["Visit #", "Encounter #"]),
               "AU": c.pick(["Visit No", "Episode No"]), "UK": c.pick(["Episode No", "Attendance No"]),
               "IE": c.pick(["Episode No", "Visit No"]), "NZ": c.pick(["Event No", "Episode No"])}[L]
        out.append((lab, Phi(c.acct, "ACCOUNT")))
    if ssn and c.ssn:
        out.append((c.ssn[0], Phi(c.ssn[1], "SSN")))
    return out


def pt_name_header(c):
    """Name as it appears in a header (varies by style)."""
    p = c.pt
    k = c.r.randint(0, 5)
    if k == 0:
        return [p.title + c.dot + " ", p.caps(2)]
    if k == 1:
        return [p.caps(1)]
    if k == 2:
        return [p.caps(0)]
    if k == 3:
        return [p.title + c.dot + " ", p.fullm(initial=False)]
    if k == 4:
        return [p.caps(3)]
    return [p.tf()]


def re_line(d, c, with_addr=True, ids=None, inline=None, label=None):
    """Re: line of a letter."""
    inline = c.chance(0.5) if inline is None else inline
    ids = ids if ids is not None else id_list(c, acct=False)
    lab = label if label is not None else c.pick(["Re: ", "RE: ", "Re:  ", "Patient: ", ""])
    d.add(lab, pt_name_header(c))
    dob_lab = c.pick(["DOB: ", "D.O.B. ", "DOB ", "Date of birth: ", "born "])
    if inline:
        d.add(c.pick([", ", "  ", " - "]), dob_lab, c.Dh(c.dob))
        for labl, val in ids:
            d.add(c.pick([", ", "  ", "   "]), labl, c.pick([": ", " ", ": "]), val)
        d.add("\n")
        if with_addr:
            d.add(c.addr_inline(c.paddr), "\n")
    else:
        d.add("\n", dob_lab, c.Dh(c.dob), "\n")
        for labl, val in ids:
            d.add(labl, ": ", val, "\n")
        if with_addr:
            d.add(c.addr_block(c.paddr))


def gp_addressee(d, c):
    g = c.gp
    k = c.r.randint(0, 2)
    if k == 0:
        d.add("Dr", c.dot, " ", g.full(), "\n")
    elif k == 1:
        d.add("Dr", c.dot, " ", g.init_sur(), "\n")
    else:
        d.add(g.full(), "\n", "General Practitioner" if c.L != "US" else "Primary Care Physician", "\n")
    d.add(c.gpprac.N(), "\n")
    d.add(c.addr_block(c.gpprac.addr))


def signature(d, c, who, role, lic=None, contact=False, creds=None, ink=True):
    """Sign-off block."""
    if ink and c.chance(0.5):
        d.add(c.pick(["Yours sincerely,", "Yours sincerely", "Kind regards,", "With best wishes,",
                      "Yours faithfully,", "Sincerely,", "Best regards,", "Warm regards,"]), "\n\n")
        if c.chance(0.3):
            d.add(c.pick(["[signed electronically]", "(electronically signed)", "Dictated but not signed",
                          "Signed in absence to avoid delay"]), "\n")
    if who.title == "Dr":
        if creds:
            d.add(who.full(), ", ", creds, "\n")
        else:
            d.add(c.pick(["Dr ", "Dr. ", "DR "]) if c.L not in ("US",) else "", who.full(), "" if c.L != "US" else ", MD", "\n")
    else:
        d.add(who.full(), (", " + creds) if creds else "", "\n")
    d.add(role, "\n")
    if lic:
        lab, val = lic
        d.add(lab, c.pick([": ", " ", " No: ", " #"]) if not lab.endswith("#") else " ", Phi(val, "LICENSE"), "\n")
    if contact:
        d.add(c.pick(["Direct line ", "Tel ", "Ph: "]), Phi(contact, "PHONE"), "\n")


def cc_block(d, c, extra=None, pt=True, gp=False):
    d.add(c.pick(["cc: ", "cc ", "CC: ", "Copy to: ", "c.c. "]))
    first = True
    if gp:
        d.add("Dr", c.dot, " ", c.gp.full(), ", ", c.gpprac.N())
        first = False
    if extra:
        for x in extra:
            d.add("" if first else "\n    ", x)
            first = False
    if pt:
        d.add("" if first else "\n    ", c.pt.title + c.dot + " ", c.pt.full(), ", ", c.addr_inline(c.paddr))
    d.add("\n")


def dictation(d, c, author, typed_days=None):
    a = author.initials(dots=False)
    t = c.typist.initials(dots=False, lower=c.chance(0.6))
    dd = c.visit
    td = c.later(typed_days if typed_days is not None else c.r.randint(0, 9))
    k = c.r.randint(0, 3)
    if k == 0:
        d.add("D: ", c.Dh(dd), "  T: ", c.Dh(td), "  ", a, "/", t, "\n")
    elif k == 1:
        d.add(a, "/", t, "\n", "Dictated ", c.Dh(dd), ", typed ", c.Dh(td), "\n")
    elif k == 2:
        d.add("Dict: ", c.Dh(dd), " ", c.time(), "  Trans: ", c.Dh(td), " ", c.time(), "  Job #",
              Phi(LF.digits(c.r, 7), "IDNUM"), "  ", a, "/", t, "\n")
    else:
        d.add("Ref: ", a, "/", t, "   Typed: ", c.Dh(td), "\n")


def ehr_footer(d, c, signer, ip=None, user=True, printed=False):
    r = c.r
    when = c.later(r.randint(0, 3))
    k = r.randint(0, 2)
    if k == 0:
        d.add("Electronically signed by ", signer.full(), c.pick([", MD", ", DO", ", NP", ""]) if c.L == "US" else "",
              " on ", c.Dh(when), " at ", c.time() if not c.us else c.time12(), "\n")
    elif k == 1:
        d.add("Signed: ", signer.caps(3 if c.chance(0.5) else 1), "  ", c.Dh(when), " ", c.time(), "\n")
    else:
        d.add("Authenticated: ", signer.init_sur(), " (", c.Dh(when), " ", c.time(), ")\n")
    if user:
        d.add(c.pick(["User: ", "Login: ", "user ", "Entered by user "]), c.username(signer))
        if ip:
            d.add(c.pick(["  Workstation IP: ", " from ", "  IP "]), Phi(ip, "IPADDR"))
        d.add("\n")
    if printed:
        d.add("Printed ", c.Dh(c.later(r.randint(0, 10))), " ", c.time(), " by ", c.username(c.staff("clerk")), "\n")


def rand_ip(c, public=False):
    r = c.r
    if public:
        base = r.choice(["203.0.113.", "198.51.100.", "192.0.2."])
        return base + str(r.randint(2, 254))
    return r.choice(["10.%d.%d.%d" % (r.randint(0, 60), r.randint(0, 255), r.randint(2, 254)),
                     "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(2, 254)),
                     "192.168.%d.%d" % (r.randint(0, 20), r.randint(2, 254))])


# ------------------------------------------------------------------- social
def art(w):
    return "an" if w[:1].lower() in "aeiou" or w.startswith("HR ") else "a"


def num_art(n):
    return "an" if n in (8, 11, 18) or 80 <= n <= 89 else "a"


def social(c, brief=False, fam=None):
    """Social-history sentences (list of pieces)."""
    r = c.r
    out = []
    f = fam or (c.fam[0] if c.fam else c.relative())
    He = "He" if c.sex == "M" else "She"
    his = "his" if c.sex == "M" else "her"
    k = r.randint(0, 4)
    if k == 2 and f.rel in ("wife", "husband", "partner"):
        k = 0
    if k == 3 and f.rel not in ("wife", "husband", "partner"):
        k = 1
    if k == 0:
        out += [He, " lives with ", his, " ", f.rel, " ", f.first() if c.chance(0.6) else f.full(),
                " in ", Phi(c.paddr.city, "CITY"), ". "]
    elif k == 1:
        out += ["Lives in ", Phi(c.paddr.city, "CITY"), " with ", f.rel, " (", f.first(), "). "]
    elif k == 2:
        out += [He, " is ", r.choice(["widowed", "divorced", "separated"]), " and lives alone in ",
                r.choice(["a ground-floor flat", "a bungalow", "a two-storey house", "a unit", "an apartment"]),
                "; ", his, " ", f.rel, " ", f.full(), " lives nearby and visits daily. "]
    elif k == 3:
        out += ["Married to ", f.first(), ", ", r.choice(["two", "three", "four", "no"]), " children. "]
    else:
        out += [He, " lives with ", his, " ", f.rel, " ", f.first(), ", who is ", his, " main carer. "]
    if c.retired:
        k2 = r.randint(0, 2)
        if k2 == 0:
            out += ["Retired ", Phi(c.prof, "PROFESSION"), ". "]
        elif k2 == 1:
            out += ["Formerly worked as ", art(c.prof), " ", Phi(c.prof, "PROFESSION"), " with ",
                    Phi(c.employer, "ORGANIZATION"), ". "]
        else:
            out += ["Retired ", Phi(c.prof, "PROFESSION"), " (", r.choice(["%d years" % r.randint(12, 45), "retired " ]), ]
            if out[-1] == "retired ":
                out += [c.Y(c.past(400, 7000))]
            out += ["). "]
    else:
        k2 = r.randint(0, 2)
        if k2 == 0:
            out += ["Works as ", art(c.prof), " ", Phi(c.prof, "PROFESSION"),
                    " for ", Phi(c.employer, "ORGANIZATION"), ". "]
        elif k2 == 1:
            out += ["Occupation: ", Phi(c.prof, "PROFESSION"), " at ", Phi(c.employer, "ORGANIZATION"), ". "]
        else:
            out += ["Employed as ", art(c.prof), " ", Phi(c.prof, "PROFESSION"), ", currently ",
                    r.choice(["off work", "on light duties", "working full time", "working part time"]), ". "]
    if not brief:
        out += [r.choice(["Ex-smoker (%d pack-years), stopped " % r.randint(5, 50),
                          "Never smoked. ", "Current smoker, %d/day. " % r.randint(5, 25),
                          "Quit smoking in "])]
        if out[-1].endswith("stopped ") or out[-1].endswith("in "):
            out += [c.Y(c.past(400, 9000)), ". "]
        out += [r.choice(["Alcohol %d units/week. " % r.randint(0, 30), "Drinks socially. ",
                          "No alcohol. ", "Occasional alcohol. "])]
        if c.chance(0.3):
            out += ["Born in ", Phi(r.choice(P.COUNTRIES), "COUNTRY"), ", moved here in ",
                    c.Y(c.past(3000, 20000)), ". "]
    return out


def family_history(c):
    r = c.r
    out = []
    k = r.randint(0, 3)
    if k == 0:
        out += ["Father had an MI at ", c.A(r.randint(44, 70)), "; mother died aged ", c.A(r.randint(60, 95)),
                " (stroke)."]
    elif k == 1:
        out += ["Brother had CABG aged ", c.A(r.randint(45, 68)), ". No family history of sudden cardiac death."]
    elif k == 2:
        out += ["Mother had type 2 diabetes and died at ", c.A(r.randint(58, 90)), "."]
    else:
        out += ["Nil of note.", ""]
    return out


def next_appt(c, lo=21, hi=120):
    d = c.next_weekday(lo, hi)
    return d


CONF = [
    "CONFIDENTIAL: This document contains personal health information intended only for the named recipient. "
    "If you have received it in error please notify the sender and destroy all copies.",
    "This letter may be shared with the patient. Please inform us of any change of address or GP.",
    "Private and confidential - patient identifiable information. Not to be filed in a shared record without consent.",
    "Please note: copies of clinic letters are sent to patients unless they ask us not to. If any details are incorrect, "
    "please let us know so that we can update our records.",
    "This communication is confidential and may be legally privileged. If you are not the intended recipient you must not "
    "use, copy or disclose it.",
]


def confidential(d, c):
    d.add("\n", c.pick(CONF), "\n")


def page_header(d, c, n=2, of=2):
    """Running header at a page break, repeating the patient identifiers."""
    k = c.r.randint(0, 2)
    d.add("\n", c.pick(["--- Page %d of %d ---" % (n, of), "Page %d/%d" % (n, of), "- %d -" % n]), "\n")
    if k == 0:
        d.add("Re: ", c.pt.caps(c.r.choice([0, 1, 3])), "  DOB ", c.Dh(c.dob), "  ", c.mrn_label(), " ", Phi(c.mrn, "MRN"), "\n\n")
    elif k == 1:
        d.add(c.pt.tf(), " (", c.Dh(c.dob), ") continued\n\n")
    else:
        d.add(c.pt.caps(0), " / ", Phi(c.mrn, "MRN"), " / ", c.Dh(c.visit), "\n\n")


def pmh_block(c, title=True):
    """A short past-medical-history list with some dated items."""
    r = c.r
    items = [["Hypertension"], ["Type 2 diabetes (diagnosed ", c.Y(c.past(400, 9000)), ")"], [c.sp("Hyperlipidaemia")],
             ["COPD"], ["Osteoarthritis"], ["Hypothyroidism"], ["Gout"], ["Depression"], ["GORD" if not c.na else "GERD"],
             ["Appendicectomy " if not c.na else "Appendectomy ", c.Y(c.past(2000, 20000))],
             ["Cholecystectomy ", c.Y(c.past(800, 9000))], ["Right TKR ", c.Y(c.past(400, 6000))],
             ["Benign prostatic hyperplasia" if c.sex == "M" else "Hysterectomy " + "", c.Y(c.past(3000, 12000)) if c.sex == "F" else ""],
             ["Previous DVT (", c.My(c.past(400, 5000)), ")"], ["Asthma"], ["Atrial fibrillation"], ["CKD stage 3a"],
             ["Cataract surgery ", c.Y(c.past(300, 4000))], ["Obstructive sleep apnoea" if not c.na else "OSA"], ["Anxiety"]]
    out = []
    for it in r.sample(items, r.randint(3, 6)):
        out.append(["- "] + [x for x in it if x != ""] + ["\n"])
    return out


def allergies(c):
    return c.pick(["NKDA", "No known drug allergies", "Penicillin - rash", "Codeine - vomiting", "Sulfonamides - rash",
                   "ACE inhibitors - angioedema", "Latex", "Iodinated contrast - urticaria", "Nil known"])


def demographics(d, c, nok=True, gp=True, ids=True, phones=True, compact=None):
    """Registration-style demographics block (forms, records, summaries)."""
    r = c.r
    p = c.pt
    compact = c.chance(0.4) if compact is None else compact
    if compact:
        d.add(p.caps(r.choice([0, 1])), "  ", c.Dh(c.dob), " (", c.A(), ") ", "M" if c.sex == "M" else "F", "\n")
        d.add(c.addr_inline(c.paddr), "\n")
        if phones:
            d.add("Tel ", Phi(c.ptel, "PHONE"), " / ", Phi(c.pmob, "PHONE"), "\n")
        if ids:
            for i, (lab, val) in enumerate(id_list(c, plans=c.L in ("AU", "CA", "US", "IE"))):
                d.add("  " if i else "", lab, " ", val)
            d.add("\n")
    else:
        d.add("Surname: ", Phi(p.family.upper() if c.chance(0.5) else p.family, "PATIENT"), "    Forename(s): ",
              Phi(p.given + ((" " + p.middle) if p.middle else ""), "PATIENT"), "\n")
        d.add("DOB: ", c.Dh(c.dob), "    Age: ", c.A(), "    Sex: ", "Male" if c.sex == "M" else "Female", "\n")
        if ids:
            for lab, val in id_list(c, plans=c.L in ("AU", "CA", "US", "IE")):
                d.add(lab, ": ", val, "\n")
        d.add("Address: ", c.addr_inline(c.paddr), "\n")
        if phones:
            d.add("Home tel: ", Phi(c.ptel, "PHONE"), "    Mobile: ", Phi(c.pmob, "PHONE"), "\n")
    if nok:
        f = c.fam[0] if c.fam else c.relative()
        d.add(c.pick(["NOK: ", "Next of kin: ", "Emergency contact: "]), f.full(), " (", f.rel, ") ", Phi(f.phone, "PHONE"), "\n")
    if gp:
        d.add(c.pick(["GP: ", "Registered GP: "]) if c.L != "US" else "PCP: ", "Dr", c.dot, " ", c.gp.full(), ", ", c.gpprac.N(),
              c.pick(["", ", " ]))
        if d.parts[-1] == ", ":
            d.add(c.addr_inline(c.gpprac.addr, short=True), " (tel ", Phi(c.gpprac.phone, "PHONE"), ")")
        d.add("\n")


def meds_block(c, pool, lo=3, hi=7, title="Medications:"):
    import clin
    out = [title, "\n"]
    for m in clin.pick_meds(c, pool, c.r.randint(lo, hi)):
        out += ["- ", m, "\n"]
    return out


def contact_footer(d, c, team, inst=None):
    inst = inst or c.hosp
    r = c.r
    d.add("\n", c.pick(["If you have any questions, please contact ", "Contact: ", "Queries to "]), team, " on ",
          Phi(LF.sibling(r, inst.phone), "PHONE"), c.pick([" (weekdays 9-5)", "", " (answerphone out of hours)"]))
    if c.chance(0.5):
        d.add(" or ", c.inst_email(inst))
    d.add(".\n")
