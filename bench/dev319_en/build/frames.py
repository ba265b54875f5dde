"""Shared document frames: letterheads, patient banners, sign-offs, footers."""
from core import P
from case import nm, dept_email, url_for, new_person

CRED = {"US": ["MD", "DO", "MD, FAHS", "MD, PhD"], "CA": ["MD, FRCPC", "MD"],
        "UK": ["MB ChB, FRCP", "MRCP", "BM BCh, PhD, FRCP", "MBBS, MRCP(UK)"],
        "IE": ["MB BCh BAO, FRCPI", "MRCPI", "MB, FRCPI"],
        "AU": ["MBBS, FRACP", "FRACP"], "NZ": ["MBChB, FRACP", "FRACP"],
        "ZA": ["MBChB, FCNeurol(SA)", "MBChB, MMed"], "SG": ["MBBS, MRCP, FAMS", "MBBS, MMed"]}


def cred(r, cc):
    return r.c(CRED[cc])


def letterhead(n, c, dept, email_kind="headache", building=None, web=None):
    r = c.r
    if r.p(0.5):
        n.line("{h}", h=P(c.hosp, "HOSPITAL"))
        n.line(dept)
    else:
        n.line(dept)
        n.line("{h}", h=P(c.hosp, "HOSPITAL"))
    if building is None:
        building = r.p(0.25)
    if building:
        n.line("{lv}{b}", lv=r.c(["Level %d, " % r.i(1, 6), "Floor %d, " % r.i(1, 5), "Ground Floor, ", ""]),
               b=P(c.building, "LOCATION_OTHER"))
    n.add(c.hosp_addr if r.p(0.6) else c.hosp_addr_il, "\n")
    sep = r.c(["   ", " | ", "\n", "  "])
    n.f("{tl}{p}", tl=r.c(["Tel: ", "Tel ", "Phone: ", "T: ", "Ph: "]), p=P(c.hosp_phone, "PHONE"))
    if r.p(0.7):
        n.f("{s}{fl}{f}", s=sep, fl=r.c(["Fax: ", "Fax ", "F: "]), f=P(c.hosp_fax, "FAX"))
    n.add("\n")
    if r.p(0.5):
        n.line("Email: {e}", e=P(dept_email(r, email_kind), "EMAIL"))
    if web or (web is None and r.p(0.15)):
        n.line("{w}", w=P(url_for(r, "info"), "URL"))
    n.add("\n")


def patient_banner(n, c, address=True, plan=False, phone=False, sep="\n", upper=None):
    r = c.r
    if upper is None:
        upper = r.p(0.4)
    style = r.c(["re", "table", "re_inline"])
    if style == "re":
        n.line("Re: {nm}", nm=c.pt_name(r.c(["full", "fml", "title_full"]), upper))
        n.line("DOB: {d}", d=c.dob_p())
        n.add(c.id_block("\n", plan), "\n")
        if address:
            n.add(c.addr_il if r.p(0.6) else c.addr_ml, "\n")
    elif style == "table":
        n.line("Patient:        {nm}", nm=c.pt_name("lf", True))
        n.line("Date of birth:  {d} ({a} y)", d=c.dob_p(), a=c.age_p())
        n.add(c.id_block("\n", plan), "\n")
        if address:
            n.line("Address:        {a}", a=c.addr_il)
        if phone:
            n.line("Phone:          {p}", p=P(c.phone if r.p(0.5) else c.mobile, "PHONE"))
    else:
        n.line("RE: {nm} - DOB {d} - {idb}", nm=c.pt_name("lf", upper), d=c.dob_p(),
               idb=c.id_block("  ", plan))
        if address:
            n.line("{a}", a=c.addr_il)
    n.add("\n")


def addressee(n, c, person, org, addr, role=None):
    r = c.r
    n.add(nm(r, person, "DOCTOR", r.c(["title_full", "title_init_last", "title_full"])), "\n")
    if role:
        n.line(role)
    n.line("{o}", o=P(org, "HOSPITAL"))
    n.add(addr, "\n\n")


def salutation(n, c, person):
    r = c.r
    n.f("{d}{nm}", d=r.c(["Dear ", "Dear ", "Dear "]),
        nm=nm(r, person, "DOCTOR", r.c(["title_last", "title_last", "first"])))
    n.add(r.c([",\n\n", ",\n\n", ":\n\n"]) if c.cc == "US" else ",\n\n")


def sign_off(n, c, person, role, lic=True, typist=True, nurse=False):
    r = c.r
    n.line(r.c(["Yours sincerely,", "Kind regards,", "With best wishes,", "Yours faithfully,",
                "Best regards,"] if c.cc != "US" else ["Sincerely,", "Best regards,", "Respectfully,"]))
    n.add("\n")
    if r.p(0.3):
        n.line("(electronically signed)")
    if nurse:
        n.line("{nm}, {cr}", nm=nm(r, person, "DOCTOR", "full"), cr=r.c(["RN", "RGN", "RN, MSc", "CNS"]))
    elif c.cc == "US" and r.p(0.6):
        n.line("{nm}, {cr}", nm=nm(r, person, "DOCTOR", r.c(["full", "fml"])), cr=cred(r, c.cc))
    else:
        n.line("{nm}", nm=nm(r, person, "DOCTOR", "title_full"))
        if r.p(0.5):
            n.line(cred(r, c.cc))
    n.line(role)
    if lic and r.p(0.7):
        lab, val = c.loc.doc_license(person.last, nurse)
        n.line("{l} {v}", l=lab + (":" if r.p(0.5) else ""), v=P(val, "LICENSE"))
    if typist and r.p(0.75):
        n.add("\n")
        opts = r.c(["ini", "dd", "typed"])
        if opts == "ini":
            n.line("{a}/{b}", a=P(person.initials(dots=False), "DOCTOR"),
                   b=P(c.sec.initials(dots=False, lower=True), "DOCTOR"))
        elif opts == "dd":
            n.line("Dictated but not read. DD/{b}", b=P(c.sec.initials(dots=False, lower=True), "DOCTOR"))
        else:
            n.line("Typed by: {s}, Medical Secretary", s=nm(r, c.sec, "DOCTOR", "full"))


def cc_block(n, c, extra=None):
    r = c.r
    n.add("\n")
    items = []
    if r.p(0.6):
        items.append([c.pt_name(r.c(["title_full", "full"])), " (patient)", r.c(["", ", "]),
                      c.addr_il if r.p(0.4) else ""])
    if extra:
        items.append(extra)
    if not items:
        items.append(["Dr ", P(c.gp.last, "DOCTOR"), ", ", P(c.practice, "HOSPITAL")])
    for k, it in enumerate(items):
        n.line("{l}{x}", l="cc: " if k == 0 else "    ", x=it)


def sys_footer(n, c, user_person=None, ip=None, when=None):
    """EHR footer lines with username, date and optional workstation IP."""
    r = c.r
    user_person = user_person or c.sec
    when = when or c.visit
    k = r.c(["esign", "printed", "audit"])
    hhmm = "%02d:%02d" % (r.i(7, 19), r.i(0, 59))
    if k == "esign":
        n.line("Electronically signed by {u} on {d} at {t}", u=P(user_person.username(r), "USERNAME"),
               d=c.d(when), t=hhmm)
    elif k == "printed":
        n.line("Printed {d} {t} by {u}", d=c.d(when), t=hhmm, u=P(user_person.username(r), "USERNAME"))
    else:
        n.line("Last edited: {u} | {d} {t}", u=P(user_person.username(r), "USERNAME"), d=c.d(when), t=hhmm)
    if ip or (ip is None and r.p(0.3)):
        n.line("Workstation: {ip}", ip=P(c.loc.ip(), "IPADDR"))


def pt_narr_name(c):
    """Name of the patient as used mid-narrative."""
    r = c.r
    return c.pt_name(r.w([(5, "title_last"), (2, "first"), (1, "full")]))


def relative(c, who=None):
    """A relative's mention: 'her husband Raj' -> items."""
    r = c.r
    who = who or c.nok
    style = r.c(["first", "full", "first"])
    return [c.his() + " " + c.nok_rel + " ", nm(r, who, "FAMILY", style)]


def another_person(c, sex=None):
    return new_person(c.r, sex, "lay", c.cc)
