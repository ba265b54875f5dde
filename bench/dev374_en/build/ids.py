"""ids.py -- per-country vocabulary and fictional identifier formats
(licences, record numbers, health-plan, SSN-like, crime refs, plates, seals).
SSN-like values start with 9 or 000; UK NI numbers use the specimen prefix QQ."""
from core import digits, letters

VOCAB = {
    "GB": dict(centre="SARC", adv="ISVA", adv_long="Independent Sexual Violence Adviser",
               emerg="999", ed="A&E", ranks=["DC", "PC", "DS", "TDC", "DI"], crime="Crime ref",
               gp="GP", mrn="Hosp No", natid="NHS No", police_word="police",
               exam_titles=["Forensic Physician", "Forensic Nurse Examiner", "FME"],
               cw="Crisis Worker", sw="social worker", cps="CPS", nurse_cred=["RN", "RGN", "RN, FNE"],
               dr_cred=["MBChB, MFFLM", "MBBS, DFCASA", "MB ChB", "MRCGP, LFFLM"],
               law=["Sexual Offences Act 2003", "Children Act 1989 (s.47)", "Mental Capacity Act 2005",
                    "Care Act 2014"]),
    "IE": dict(centre="SATU", adv="CVA", adv_long="Rape Crisis Centre Accompaniment Volunteer",
               emerg="999/112", ed="ED", ranks=["Garda", "Det. Garda", "Sgt", "Det. Sgt"],
               crime="PULSE ref", gp="GP", mrn="MRN", natid="IHI", police_word="Gardai",
               exam_titles=["Forensic Clinical Examiner", "Clinical Nurse Specialist"],
               cw="Support Worker", sw="Tusla social worker", cps="DPP", nurse_cred=["RGN", "RANP"],
               dr_cred=["MB BCh BAO", "MICGP"],
               law=["Children First Act 2015", "Criminal Law (Sexual Offences) Act 2017",
                    "Assisted Decision-Making (Capacity) Act 2015"]),
    "US": dict(centre="SANE program", adv="advocate", adv_long="Victim Advocate", emerg="911",
               ed="ED", ranks=["Det.", "Ofc.", "Sgt.", "Deputy", "Det. Sgt."], crime="Case #",
               gp="PCP", mrn="MRN", natid="MRN", police_word="law enforcement",
               exam_titles=["SANE", "Forensic Nurse Examiner", "SANE-P"],
               cw="Advocate", sw="CPS caseworker", cps="DA's office",
               nurse_cred=["RN, SANE-A", "BSN, RN", "RN, SANE-A, SANE-P", "MSN, RN"],
               dr_cred=["MD", "DO", "MD, FAAP"],
               law=["HIPAA", "VAWA 2005 (forensic compliance)", "CAPTA", "state mandated-reporter statute"]),
    "CA": dict(centre="SA/DV Care Centre", adv="crisis counsellor", adv_long="Sexual Assault Counsellor",
               emerg="911", ed="ED", ranks=["Cst.", "Det. Cst.", "Sgt.", "Det."], crime="Occurrence #",
               gp="family physician", mrn="MRN", natid="Health Card", police_word="police",
               exam_titles=["SA/DV Nurse Examiner", "Forensic Nurse"], cw="Crisis Counsellor",
               sw="CAS worker", cps="Crown", nurse_cred=["RN", "RN, BScN", "RN(EC)"],
               dr_cred=["MD, CCFP", "MD, FRCPC"],
               law=["Criminal Code s. 271", "Child, Youth and Family Services Act, 2017", "PHIPA"]),
    "AU": dict(centre="Sexual Assault Service", adv="counsellor-advocate", adv_long="Sexual Assault Counsellor",
               emerg="000", ed="ED", ranks=["Det. Sgt", "Snr Const.", "Det. Snr Const.", "Const."],
               crime="Event No.", gp="GP", mrn="URN", natid="Medicare", police_word="police",
               exam_titles=["Forensic Medical Officer", "Forensic Nurse Examiner", "Sexual Assault Nurse Examiner"],
               cw="Counsellor", sw="Child Protection practitioner", cps="ODPP",
               nurse_cred=["RN", "CNC", "RN, MN"], dr_cred=["MBBS, FACEM", "MBBS, DipForMed", "MBBS, FRACGP"],
               law=["Crimes Act 1900", "Children and Young Persons (Care and Protection) Act 1998",
                    "Health Records and Information Privacy Act 2002"]),
    "NZ": dict(centre="SAATS", adv="support worker", adv_long="Sexual Harm Support Worker",
               emerg="111", ed="ED", ranks=["Det.", "Constable", "Det. Sgt", "Sgt"], crime="File no.",
               gp="GP", mrn="NHI", natid="NHI", police_word="Police",
               exam_titles=["Medical Examiner", "Forensic Nurse Examiner"], cw="Crisis Support Worker",
               sw="Oranga Tamariki social worker", cps="Crown Solicitor", nurse_cred=["RN", "NP"],
               dr_cred=["MBChB, FRNZCGP", "MBChB, DipObs"],
               law=["Oranga Tamariki Act 1989", "Crimes Act 1961", "Health Information Privacy Code 2020"]),
}


def licence(r, cc, doc, kind):
    if kind == "sci":
        return ("Staff ID", letters(r, 2) + digits(r, 5))
    if kind in ("cw", "isva", "admin"):
        return ("Staff no.", digits(r, 6))
    if kind == "pharm":
        if cc == "GB":
            return ("GPhC", "20" + digits(r, 5))
        if cc == "IE":
            return ("PSI reg", digits(r, 5))
        if cc == "US":
            return ("NPI", "1" + digits(r, 9))
        if cc == "CA":
            return ("OCP #", digits(r, 6))
        if cc == "AU":
            return ("AHPRA", "PHA000" + digits(r, 7))
        return ("PCNZ", digits(r, 5))
    if doc:
        if cc == "GB":
            return ("GMC", r.choice("3467") + digits(r, 6))
        if cc == "IE":
            return ("MCRN", digits(r, 6))
        if cc == "US":
            k = r.randrange(3)
            return [("NPI", "1" + digits(r, 9)), ("DEA", letters(r, 2) + digits(r, 7)),
                    ("Lic #", letters(r, 1) + digits(r, 6))][k]
        if cc == "CA":
            return ("CPSO #", digits(r, 5))
        if cc == "AU":
            return ("AHPRA", "MED000" + digits(r, 7))
        return ("MCNZ", digits(r, 5))
    if cc == "GB":
        return ("NMC PIN", digits(r, 2) + letters(r, 1) + digits(r, 4) + letters(r, 1))
    if cc == "IE":
        return ("NMBI PIN", digits(r, 6))
    if cc == "US":
        return ("NPI", "1" + digits(r, 9)) if r.random() < 0.5 else ("RN Lic.", "RN" + digits(r, 7))
    if cc == "CA":
        return ("CNO Reg. #", digits(r, 8))
    if cc == "AU":
        return ("AHPRA", "NMW000" + digits(r, 7))
    return ("NCNZ", digits(r, 6))


def mrn(r, cc):
    if cc == "GB":
        k = r.randrange(3)
        return ["RX" + digits(r, 7), "K" + digits(r, 6), digits(r, 8)][k]
    if cc == "IE":
        return digits(r, 7)
    if cc == "US":
        return digits(r, 8) if r.random() < 0.5 else "MR" + digits(r, 7)
    if cc == "CA":
        return "M" + digits(r, 9)
    if cc == "AU":
        return digits(r, 7)
    return "Z" + letters(r, 2) + digits(r, 4)


def healthplan(r, cc):
    if cc == "IE":
        return ("GMS " if r.random() < 0.3 else "") + digits(r, 7) + letters(r, 1)
    if cc == "US":
        return letters(r, 3) + digits(r, 9)
    if cc == "CA":
        return "%s-%s-%s-%s" % (digits(r, 4), digits(r, 3), digits(r, 3), letters(r, 2))
    if cc == "AU":
        return "%s %s %s" % (r.choice("23456") + digits(r, 3), digits(r, 5), r.choice("12345"))
    return None


def ssn(r, cc):
    if cc == "US":
        if r.random() < 0.7:
            return "9%s-%s-%s" % (digits(r, 2), digits(r, 2), digits(r, 4))
        return "000-%s-%s" % (digits(r, 2), digits(r, 4))
    if cc == "CA":
        return "9%s %s %s" % (digits(r, 2), digits(r, 3), digits(r, 3))
    if cc == "IE":
        return "9" + digits(r, 6) + letters(r, 1, "ABCDEFGHW") + r.choice(["", "A", "W"])
    if cc == "GB":
        if r.random() < 0.5:
            return "QQ %s %s %s %s" % (digits(r, 2), digits(r, 2), digits(r, 2), r.choice("ABCD"))
        return "QQ" + digits(r, 6) + r.choice("ABCD")
    return None


def crime_ref(r, cc, y):
    yy = str(y)[2:]
    if cc == "GB":
        k = r.randrange(3)
        if k == 0:
            return "CR/%s/%s" % (digits(r, 6), yy)
        if k == 1:
            return "%s/%s/%s" % (digits(r, 2), digits(r, 5), yy)
        return letters(r, 2) + digits(r, 10)
    if cc == "IE":
        return digits(r, 8)
    if cc == "US":
        return "%d-%s" % (y, digits(r, 8))
    if cc == "CA":
        return "%d-%s" % (y, digits(r, 7))
    if cc == "AU":
        return "E" + digits(r, 9)
    return "%s/%s" % (digits(r, 6), digits(r, 4))


def vehicle(r, cc):
    if r.random() < 0.1:
        return r.choice("12345JKLSW") + letters(r, 4) + digits(r, 6) + letters(r, 2) + digits(r, 4)
    if cc == "GB":
        return letters(r, 2) + digits(r, 2) + " " + letters(r, 3)
    if cc == "IE":
        return "%s-%s-%s" % (r.choice(["191", "202", "221", "232", "151", "08"]),
                             r.choice(["D", "G", "C", "KY", "MO", "L"]), digits(r, 4))
    if cc == "US":
        return digits(r, 1) + letters(r, 3) + digits(r, 3) if r.random() < 0.5 else letters(r, 3) + "-" + digits(r, 4)
    if cc == "CA":
        return letters(r, 4) + " " + digits(r, 3)
    if cc == "AU":
        return letters(r, 3) + "-" + digits(r, 3) if r.random() < 0.5 else digits(r, 1) + letters(r, 2) + digits(r, 1) + letters(r, 2)
    return letters(r, 3) + digits(r, 3)


def seal(r):
    k = r.randrange(4)
    return ["A" + digits(r, 7), "SB" + digits(r, 6), digits(r, 8), "E%s-%s" % (digits(r, 3), digits(r, 4))][k]


def driver_licence(r, cc, last):
    """Driving licence number; the UK style embeds the surname, as real ones do."""
    if cc == "GB":
        sur = "".join(ch for ch in last.upper() if ch.isalpha())[:5].ljust(5, "9")
        return sur + digits(r, 6) + letters(r, 2) + digits(r, 1) + letters(r, 2)
    if cc == "US":
        return letters(r, 1) + digits(r, 3) + "-" + digits(r, 4) + "-" + digits(r, 4)
    if cc == "CA":
        return letters(r, 1) + digits(r, 4) + "-" + digits(r, 5) + "-" + digits(r, 5)
    if cc == "AU":
        return digits(r, 8)
    if cc == "NZ":
        return letters(r, 2) + digits(r, 6)
    return digits(r, 3) + "-" + digits(r, 3) + "-" + digits(r, 3)
