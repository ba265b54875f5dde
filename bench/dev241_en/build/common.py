"""Building blocks shared by the genre writers (author 241)."""
import fmt as F
import pools as PL
import pools2 as P2
from fmt import he, his, him


def ds(rng, c, d, style=None):
    return ("DATE", F.date_str(rng, d, c.country, style))


def pt_full(rng, c, form=None):
    return ("PATIENT", F.name_form(rng, c.pt, form))


def pt_ref(rng, c, cap=False):
    """a reference to the patient; cap=True at the start of a sentence"""
    out = _pt_ref(rng, c)
    if cap:
        if isinstance(out, str):
            return F.cap1(out)
        if isinstance(out[0], str):
            return [F.cap1(out[0])] + list(out[1:])
    return out


def _pt_ref(rng, c):
    r = rng.randrange(10)
    if r < 4:
        return F.title_last(rng, c.pt, dotted=(c.country == "US") if rng.random() < 0.8 else None)
    if r == 4:
        return [("PATIENT", c.pt.first)]
    if r == 5:
        return ["the claimant, ", F.title_last(rng, c.pt)]
    if r == 6:
        return [("PATIENT", F.name_form(rng, c.pt, "full"))]
    if r == 7:
        return rng.choice(["the claimant", "the examinee", "the worker", "the patient", "the client"])
    if r == 8:
        return F.title_last(rng, c.pt)
    return [("PATIENT", F.name_form(rng, c.pt, "initials"))] if rng.random() < 0.5 else "the claimant"


def nickname(rng, p):
    nk = PL.NICKNAMES.get(p.first)
    if nk is None and len(p.first) >= 6 and "-" not in p.first:
        nk = p.first[:3]
    return nk


def city_line(rng, c, pl, zipc, sep=None):
    """City, ST ZIP split into parts"""
    st = F.state_of(rng, c.country, pl)
    if c.country == "UK":
        # the guideline puts counties under CITY ("town, city, county")
        if rng.random() < 0.5:
            return [("CITY", pl[0]), "\n", ("CITY", st), "\n", ("ZIP", zipc)] if sep is None else \
                [("CITY", pl[0]), sep, ("CITY", st), sep, ("ZIP", zipc)]
        return [("CITY", pl[0]), sep or "\n", ("ZIP", zipc)]
    return [("CITY", pl[0]), ", ", ("STATE", st), rng.choice([" ", "  "]), ("ZIP", zipc)]


def pt_address(rng, c, oneline=False):
    sep = ", " if oneline else "\n"
    return [("STREET", c.street), sep, city_line(rng, c, c.pl, c.zip, ", " if oneline else None)]


def letterhead(d, rng, c, name=None, full=True):
    name = name or c.clinic
    d.line(("HOSPITAL", name) if not name.startswith("@") else ("ORGANIZATION", name[1:]))
    if full:
        d.line(("STREET", c.cstreet))
        d.line(city_line(rng, c, c.cpl, c.czip, ", "))
    r = rng.randrange(3)
    if r == 0:
        d.line("Tel: ", ("PHONE", F.phone(rng, c.country, False)), "  Fax: ", ("FAX", F.phone(rng, c.country, False)))
    elif r == 1:
        d.line("T ", ("PHONE", F.phone(rng, c.country, False)), " | F ", ("FAX", F.phone(rng, c.country, False)),
               " | ", ("EMAIL", F.email(rng)))
    else:
        d.line("Phone ", ("PHONE", F.phone(rng, c.country)), " - ", ("URL", F.url(rng)))
    d.line()


def claimant_block(d, rng, c, fields=None):
    """header block of claim particulars"""
    fields = fields or ["name", "dob", "claim", "doi", "employer", "exam"]
    lab = {"US": {"name": "Claimant", "dob": "DOB", "claim": "Claim #", "doi": "DOI", "employer": "Employer",
                  "exam": "Date of Exam", "ssn": "SSN", "policy": "Policy No.", "insurer": "Carrier",
                  "mrn": "MRN", "ref": "Our File", "adjuster": "Adjuster", "occupation": "Occupation"},
           "UK": {"name": "Claimant", "dob": "Date of birth", "claim": "Claim ref", "doi": "Date of accident",
                  "employer": "Employer", "exam": "Date of examination", "ssn": "NI No", "policy": "Policy",
                  "insurer": "Insurer", "mrn": "Hospital No", "ref": "Our ref", "adjuster": "Handler",
                  "occupation": "Occupation"},
           "CA": {"name": "Worker", "dob": "DOB", "claim": "Claim No.", "doi": "Date of Injury",
                  "employer": "Accident Employer", "exam": "Assessment Date", "ssn": "SIN", "policy": "Policy/Cert",
                  "insurer": "Insurer", "mrn": "Chart #", "ref": "File", "adjuster": "Case Manager",
                  "occupation": "Pre-injury job"}}[c.country]
    colon = rng.choice([": ", ":  ", " - ", ":\t"])
    nm_form = rng.choice(["full", "caps", "lastfirst", "mid", "capsfull"])
    for f in fields:
        k = lab[f] + colon
        if f == "name":
            d.line(k, pt_full(rng, c, nm_form))
        elif f == "dob":
            dob = ("DATE", F.date_num(c.dob, c.country) if rng.random() < 0.6 else F.date_str(rng, c.dob, c.country))
            if rng.random() < 0.35:
                pre, post = rng.choice([("  (age ", ")"), (" (", " yrs)"), ("   Age: ", ""), (" (", ")")])
                d.line(k, dob, pre, ("AGE", str(c.age)), post)
            else:
                d.line(k, dob)
        elif f == "claim":
            d.line(k, ("IDNUM", c.claim))
        elif f == "doi":
            d.line(k, ds(rng, c, c.doi))
        elif f == "employer":
            d.line(k, ("ORGANIZATION", c.employer))
        elif f == "exam":
            d.line(k, ds(rng, c, c.exam))
        elif f == "ssn":
            d.line(k, ("SSN", c.ssn))
        elif f == "policy":
            d.line(k, ("HEALTHPLAN", c.policy))
        elif f == "insurer":
            d.line(k, ("ORGANIZATION", c.insurer))
        elif f == "mrn":
            d.line(k, ("MRN", c.mrn))
        elif f == "ref":
            d.line(k, ("IDNUM", c.ref))
        elif f == "adjuster":
            d.line(k, ("FAMILY", F.name_form(rng, c.adjuster, rng.choice(["full", "init_last"]))))
        elif f == "occupation":
            d.line(k, ("PROFESSION", F.cap1(c.prof) if rng.random() < 0.5 else c.prof))
    d.line()


def mech(rng):
    m = rng.choice(P2.INJURY_MECH)
    return m.format(kg=rng.choice([12, 15, 18, 20, 23, 25, 30]), ft=rng.choice([4, 5, 6, 8]), area=rng.choice(P2.AREAS))


def mech_phrase(rng):
    m = mech(rng)
    if m.startswith(("a ", "an ", "repetitive")):
        return rng.choice(["in ", "following ", "as a result of "]) + m
    return rng.choice(["when ", "after ", "while "]) + m


def injury_history(d, rng, c):
    p = pt_ref(rng, c, True)
    d.w(p, " " + rng.choice(["reports", "states", "describes", "recalls"]) + " that on ", ds(rng, c, c.doi),
        ", while working as " + F.art(c.prof) + " ", ("PROFESSION", c.prof), " for ", ("ORGANIZATION", c.employer), ", ",
        he(c), " injured ", his(c), " ", c.region, " ", mech_phrase(rng), ". ")
    r = rng.randrange(3)
    if r == 0:
        d.w(he(c, True), " attended ", ("HOSPITAL", c.acute), " the same day where X-rays were negative and ",
            he(c), " was discharged with analgesia. ")
    elif r == 1:
        d.w(he(c, True), " finished the shift and reported the incident to ", his(c), " supervisor, ",
            ("FAMILY", F.name_form(rng, c.supervisor, rng.choice(["full", "first", "init_last"]))),
            ", before seeing ", his(c), " " + ("GP" if c.country == "UK" else "family doctor") + ", ",
            F.doc_ref(rng, c.gp), ", on ", ("DATE", F.date_wk(rng, F.add_days(c.doi, rng.randint(1, 4)), c.country)), ". ")
    else:
        d.w("An incident report was completed (ref ", ("IDNUM", F.idnum(rng)), "). ", he(c, True),
            " was first seen at ", ("HOSPITAL", rng.choice([c.acute, c.treat_site])), " on ", ds(rng, c, F.add_days(c.doi, rng.randint(0, 6))), ". ")
    d.w(rng.choice(["Subsequent care has included ", "Treatment to date: ", "Since then "  + he(c) + " has had "]),
        rng.choice(["physiotherapy (", "physical therapy ("]), str(rng.randint(6, 30)), " sessions) with ",
        F.doc_ref(rng, c.physio, rng.choice(["PT", "MCSP", "DPT", "PT, OCS"]), form=rng.choice([2, 3])),
        rng.choice([", a course of ", ", two ", ", "]), rng.choice(["epidural steroid injections", "facet joint injections",
                                                                      "trigger point injections", "NSAIDs and activity modification"]),
        ", and review by ", F.doc_ref(rng, c.treater, rng.choice(["MD", "FRCS (Orth)", "MBBS", "FRCSC", "DO"])),
        " at ", ("HOSPITAL", c.treat_site if rng.random() < 0.4 else F.hospital(rng, c.country, c.pl)), ".\n\n")


def social(d, rng, c):
    d.w(rng.choice(["SOCIAL HISTORY", "Social history", "Personal/Social", "SOCIAL/VOCATIONAL"]), ":\n")
    d.w(he(c, True), " lives in ", ("CITY", c.pl[0]), " with ", his(c), " ", c.rel, ", ",
        ("FAMILY", c.relp.first if rng.random() < 0.6 else c.relp.full()), ", who works as " + F.art(c.rel_prof) + " ", ("PROFESSION", c.rel_prof), ". ")
    if c.birth_country:
        d.w(he(c, True), " was born in ", ("COUNTRY", c.birth_country), " and moved ",
            rng.choice(["to the area", "here"]), " in ", ("DATE", str(rng.randint(c.dob.year + 5, c.exam.year - 2))), ". ")
    n1, n2 = rng.sample(P2.NEG_PHRASES, 2)
    d.w(n1, " ", n2, " ")
    d.w(he(c, True), " left school at ", ("AGE", str(rng.choice([16, 17, 18]))), rng.choice([
        " and has worked in manual roles since.", " with no formal qualifications.", ", later completing an apprenticeship."]), "\n\n")


def meds(d, rng, c, header=True):
    if header:
        d.w(rng.choice(["Current medications", "MEDICATIONS", "Medication", "Current Rx"]), ":\n")
    for m in rng.sample(P2.MEDS, rng.randint(2, 5)):
        d.w(rng.choice(["- ", "* ", "  ", "- "]), m, "\n")
    d.w("\n")


def exam(d, rng, c):
    d.w(rng.choice(["EXAMINATION", "Physical examination", "On examination", "EXAM"]), ":\n")
    v = rng.choice(P2.VITALS).format(sbp=rng.randint(108, 152), dbp=rng.randint(64, 96), hr=rng.randint(58, 96),
                                     sat=rng.randint(95, 99), ht=rng.randint(152, 192), wt=rng.randint(55, 128),
                                     bmi="%.1f" % rng.uniform(20, 38), t=rng.randint(4, 9), hr2=rng.randint(100, 140))
    d.w(v, ". ")
    for e in rng.sample(P2.EXAM_PHRASES, rng.randint(3, 6)):
        d.w(e, " ")
    tests = rng.sample(P2.SPECIAL_TESTS, 3)
    d.w(F.cap1(tests[0]), " positive; ", tests[1], " and ", tests[2], " negative.\n\n")


def investigations(d, rng, c):
    d.w(rng.choice(["Investigations", "IMAGING/DIAGNOSTICS", "Results reviewed"]), ":\n")
    for i, t in enumerate(rng.sample(P2.INVESTIGATIONS, rng.randint(2, 3))):
        dd = F.add_days(c.doi, rng.randint(5, 300))
        r = rng.randrange(3)
        if r == 0:
            d.w("- ", ("DATE", F.date_num(dd, c.country)), ": ", t, "\n")
        elif r == 1:
            d.w("- ", t, " (", ds(rng, c, dd), ")\n")
        else:
            d.w("- ", t, " Reported by ", F.doc_ref(rng, F.new_person(rng), "FRCR" if c.country == "UK" else "MD", form=rng.choice([1, 3, 4])),
                ", accession ", ("IDNUM", F.idnum(rng)), ".\n")
    d.w("\n")


def questionnaires(d, rng, c):
    d.w(rng.choice(["Self-report measures", "Outcome measures", "Questionnaires completed"]), ": ")
    out = []
    for q in rng.sample(P2.QUESTIONNAIRES, rng.randint(2, 4)):
        out.append("%s %s" % (q[0], q[1].format(n=rng.randint(q[2], q[3]))))
    d.w("; ".join(out), ".\n\n")


def impairment(d, rng, c):
    if c.country == "US":
        d.w("Using the AMA Guides to the Evaluation of Permanent Impairment, ",
            rng.choice(["6th Edition", "5th Edition"]), ", Table ", rng.choice(["17-4", "15-3", "15-5", "16-3", "17-2"]),
            ", class ", str(rng.randint(1, 2)), ", grade modifiers FH ", str(rng.randint(0, 2)), " / PE ", str(rng.randint(0, 2)),
            ", the claimant has ", str(rng.randint(2, 14)), "% whole person impairment. ")
    elif c.country == "CA":
        d.w("Permanent impairment is estimated at ", str(rng.randint(3, 18)),
            "% under the Rating Schedule (AMA Guides 4th Ed. as adopted); final rating is a matter for the Board. ")
    else:
        d.w("On the balance of probabilities, the accident caused an acceleration of symptoms by ",
            rng.choice(["12 to 18 months", "2 years", "6-9 months", "3 years"]), ". ")
    d.w(rng.choice(["Maximum medical improvement has been reached.", "MMI not yet reached; re-evaluate in 3 months.",
                    "The prognosis is guarded.", "Apportionment: 70% industrial, 30% pre-existing degenerative change."]), "\n\n")


def signature(d, rng, c, person=None, cred=None, lic=True, closing=True):
    person = person or c.examiner
    cred = cred or rng.choice({"US": ["MD", "MD, FAAOS", "DO, MPH", "MD, CIME", "MD, FAAPMR"],
                                "UK": ["MB ChB FRCS (Tr & Orth)", "MBBS MRCP", "MB BCh FRCA FFPMRCA", "FRCPsych", "MBBS FFOM"],
                                "CA": ["MD, FRCPC", "MD, CCFP", "MD, FRCSC", "MD, CCFP(EM)"]}[c.country])
    if closing:
        d.line(rng.choice(["Yours sincerely,", "Sincerely,", "Respectfully submitted,", "Kind regards,", "Signed:"]))
        d.line()
    d.line(("DOCTOR", F.name_form(rng, person, rng.choice(["full", "mid", "full"]))), ", " + cred if rng.random() < 0.7 else " " + cred)
    if lic:
        k = {"US": rng.choice(["NPI", "License No.", "CA Lic.", "NPI #"]), "UK": rng.choice(["GMC No.", "GMC", "GMC Reg"]),
             "CA": rng.choice(["CPSO #", "CPSO No.", "Licence"])}[c.country]
        d.line(k, " ", ("LICENSE", F.license_no(rng, c.country, {"NPI": "npi", "NPI #": "npi", "License No.": "state",
                                                             "CA Lic.": "state"}.get(k, "gmc" if c.country == "UK" else "cpso"))))
    if rng.random() < 0.4:
        d.line(("EMAIL", F.email(rng, person)))
    d.line()


def dictation_footer(d, rng, c, dr=None, base=None):
    dr = dr or c.examiner
    r = rng.randrange(4)
    d1 = F.add_days(base or c.exam, rng.randint(0, 3))
    d2 = F.add_days(d1, rng.randint(0, 4))
    if r == 0:
        d.line(("DOCTOR", dr.initials() if rng.random() < 0.5 else dr.initials().lower()), "/",
               ("DOCTOR", F.letters(rng, 2).lower()))
        d.line("D: ", ("DATE", F.date_num(d1, c.country)), "  T: ", ("DATE", F.date_num(d2, c.country)),
               "  Job #: ", ("IDNUM", F.digits(rng, 6)))
    elif r == 1:
        d.line("DD: ", ("DATE", F.date_num(d1, c.country)), " DT: ", ("DATE", F.date_num(d2, c.country)),
               " ", rng.choice(["", "tr. "]), ("DOCTOR", F.name_form(rng, F.new_person(rng), rng.choice(["initials_nodot", "lowinit"]))))
    elif r == 2:
        d.line("Transcribed by ", ("DOCTOR", F.name_form(rng, F.new_person(rng), rng.choice(["full", "init_last", "first_init"]))),
               " on ", ds(rng, c, d2), " at ", "%02d:%02d" % (rng.randint(7, 19), rng.randrange(60)))
    else:
        d.line("Electronically signed ", ("DATE", F.date_num(d2, c.country)), " ", "%02d:%02d" % (rng.randint(7, 22), rng.randrange(60)),
               " by user ", ("USERNAME", F.username(rng, dr)))


def audit_trail(d, rng, c, n=None):
    d.line(rng.choice(["--- Document audit ---", "AUDIT LOG", "Upload history:", "[system] access log"]))
    for _ in range(n or rng.randint(1, 3)):
        who = rng.choice([c.adjuster, c.examiner, F.new_person(rng)])
        dd = F.add_days(c.exam, rng.randint(0, 30))
        d.line(("DATE", F.date_str(rng, dd, c.country, "iso")), " %02d:%02d:%02d  " % (rng.randint(0, 23), rng.randrange(60), rng.randrange(60)),
               rng.choice(["user=", "user: ", "by "]), ("USERNAME", F.username(rng, who)),
               rng.choice(["  ip=", "  from ", "  IP "]), ("IPADDR", F.ipaddr(rng)),
               "  action=" + rng.choice(["VIEW", "UPLOAD", "DOWNLOAD", "PRINT", "EDIT", "SIGN"]))
    d.line()


def identity_check(d, rng, c):
    r = rng.randrange(4)
    if r == 0:
        d.w("Identity was confirmed by ", rng.choice(["driver's licence", "driving licence", "photo driver's license"]),
            " (no. ", ("LICENSE", F.license_no(rng, c.country, "dl")), ").")
    elif r == 1:
        d.w("Identity verified at reception via fingerprint scan, biometric ref ", ("BIOID", F.bioid(rng)), ".")
    elif r == 2:
        d.w("Photo ID checked (", rng.choice(["passport", "provincial photo card", "state ID"]), ") and kiosk palm-vein enrolment ",
            ("BIOID", F.bioid(rng)), " matched.")
    else:
        d.w(he(c, True), " produced ", his(c), " driving licence, number ", ("LICENSE", F.license_no(rng, c.country, "dl")),
            ", and the photograph matched.")
    d.w(" ", rng.choice(["The purpose of the examination was explained and consent obtained.",
                         "No doctor-patient relationship was created.", "A chaperone was offered and declined.",
                         "Consent to disclose the report to the instructing party was confirmed."]), "\n\n")


def accompany(d, rng, c):
    r = rng.randrange(3)
    if r == 0:
        d.w(he(c, True), " attended with ", his(c), " ", c.rel, ", ", ("FAMILY", F.name_form(rng, c.relp, rng.choice(["full", "first"]))), ". ")
    elif r == 1:
        d.w("A ", rng.choice(["Polish", "Portuguese", "Punjabi", "Spanish", "Arabic", "Tigrinya", "Romanian", "Vietnamese"]),
            " interpreter, ", ("FAMILY", F.name_form(rng, F.new_person(rng), rng.choice(["full", "init_last"]))),
            ", was present throughout. ")
    else:
        d.w(he(c, True), " attended alone and was ", rng.choice(["punctual", "15 minutes late", "early"]), ". ")
    room = ("LOCATION_OTHER", rng.choice([str(rng.randint(1, 12)), "%d%s" % (rng.randint(1, 6), rng.choice("ABC"))]))
    d.w("The interview lasted ", str(rng.choice([45, 50, 60, 75, 90])), " minutes and the examination ",
        str(rng.choice([20, 25, 30, 40])), " minutes")
    d.w(rng.choice([[" in Room ", room, "."], [" in consulting room ", room, "."], [" (exam room ", room, ")."]]), "\n\n")


def cc_list(d, rng, c):
    d.line("cc:")
    who = rng.sample(["lawyer", "adjuster", "gp", "treater", "pt"], rng.randint(1, 3))
    for w in who:
        if w == "lawyer":
            d.line("  ", ("FAMILY", F.name_form(rng, c.lawyer, "full")), ", ", ("ORGANIZATION", c.firm))
        elif w == "adjuster":
            d.line("  ", ("FAMILY", F.name_form(rng, c.adjuster, rng.choice(["full", "init_last"]))), ", ",
                   ("ORGANIZATION", c.insurer), " (claim ", ("IDNUM", c.claim), ")")
        elif w == "gp":
            d.line("  ", F.doc_ref(rng, c.gp, "MRCGP" if c.country == "UK" else "MD"), ", ", ("HOSPITAL", F.gp_practice(rng, c.country, c.pl)))
        elif w == "treater":
            d.line("  ", F.doc_ref(rng, c.treater), " (treating)")
        else:
            d.line("  ", pt_full(rng, c, "full"), " (claimant) - ", ("STREET", c.street), ", ", ("CITY", c.pl[0]))
    d.line()


def agency_note(d, rng, c):
    """public bodies and statutes: look like names/dates, are not PHI"""
    ag = rng.choice(P2.AGENCIES[c.country])
    law = {"US": rng.choice(["the ADA (1990)", "FMLA", "the ADAAA 2008", "29 CFR 1630.2"]),
           "UK": rng.choice(["the Equality Act 2010", "RIDDOR 2013", "the Social Security (Claims and Payments) Regulations 1987"]),
           "CA": rng.choice(["the Human Rights Code", "the WSIA 1997", "the Occupational Health and Safety Act"])}[c.country]
    d.w(rng.choice(["Note: a copy has been sent to ", "Claim also notified to ", "cc (statutory): "]), ag, ". ",
        rng.choice(["Reasonable adjustments are considered under ", "Duty to accommodate applies per ", "Reporting obligations under "]),
        law, ".\n\n")
