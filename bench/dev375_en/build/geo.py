"""Country-specific fictional contacts, identifiers and places.

Phones, faxes, pagers and bleeps always contain 555; e-mail and web addresses
use example.com/.org/.net; IPs are private; SSN-like numbers start with 9 or 000.
"""
import pools as P

LET = "ABCDEFGHJKLMNPRSTUVWXYZ"
VIN_CH = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def dg(rng, k):
    return "".join(rng.choice("0123456789") for _ in range(k))


def lt(rng, k):
    return "".join(rng.choice(LET) for _ in range(k))


# ------------------------------------------------------------ phones
def phone(rng, cc, kind="land"):
    r = rng.random()
    if cc == "GB":
        if kind == "mobile":
            pre = rng.choice(["07700", "07911", "07812", "07456", "07583", "07384"])
            return rng.choice([f"{pre} 555{dg(rng, 3)}", f"{pre} 555 {dg(rng, 3)}",
                               f"+44 {pre[1:]} 555{dg(rng, 3)}", f"{pre}555{dg(rng, 3)}"])
        area = rng.choice(["0113", "0114", "0116", "0117", "0121", "0131", "0141",
                           "0151", "0161", "0191", "01632", "01904", "01224", "020", "029"])
        if len(area) == 3:
            num = f"{area} 5550 {dg(rng, 4)}"
        else:
            num = f"{area} 555 {dg(rng, 4 if len(area) == 4 else 3)}"
        return f"+44 {num[1:]}" if r < 0.12 else num
    if cc in ("US", "CA"):
        ac = rng.choice(["617", "312", "614", "520", "402", "503", "716", "905", "416",
                         "604", "780", "902", "306", "204", "412", "919"])
        x = dg(rng, 4)
        return rng.choice([f"({ac}) 555-{x}", f"{ac}-555-{x}", f"{ac}.555.{x}",
                           f"{ac}-555-{x}", f"+1 {ac} 555 {x}", f"1-{ac}-555-{x}"])
    if cc == "AU":
        if kind == "mobile":
            return rng.choice([f"04{dg(rng, 2)} 555 {dg(rng, 3)}", f"+61 4{dg(rng, 2)} 555 {dg(rng, 3)}",
                               f"04{dg(rng, 2)}555{dg(rng, 3)}"])
        a = rng.choice(["02", "03", "07", "08"])
        return rng.choice([f"({a}) 5550 {dg(rng, 4)}", f"{a} 5550 {dg(rng, 4)}",
                           f"+61 {a[1]} 5550 {dg(rng, 4)}"])
    if cc == "IE":
        if kind == "mobile":
            m = rng.choice(["083", "085", "086", "087", "089"])
            return rng.choice([f"{m} 555 {dg(rng, 4)}", f"+353 {m[1:]} 555 {dg(rng, 4)}",
                               f"{m}-555{dg(rng, 4)}"])
        a = rng.choice(["01", "021", "091", "061", "051", "071", "066"])
        return rng.choice([f"({a}) 555 {dg(rng, 4)}", f"{a} 555 {dg(rng, 4)}",
                           f"+353 {a[1:]} 555 {dg(rng, 4)}"])
    # NZ
    if kind == "mobile":
        m = rng.choice(["021", "022", "027", "029"])
        return rng.choice([f"{m} 555 {dg(rng, 3)}", f"{m} 555 {dg(rng, 4)}",
                           f"+64 {m[1:]} 555 {dg(rng, 4)}"])
    a = rng.choice(["09", "03", "04", "06", "07"])
    return rng.choice([f"({a}) 555 {dg(rng, 4)}", f"{a}-555 {dg(rng, 4)}",
                       f"{a} 555 {dg(rng, 4)}", f"+64 {a[1]} 555 {dg(rng, 4)}"])


def phone_ext(rng, cc):
    base = phone(rng, cc)
    return base + rng.choice([f" ext {dg(rng, 4)}", f" ext. {dg(rng, 4)}", f" x{dg(rng, 4)}",
                              f" extn {dg(rng, 4)}"])


def bleep(rng):
    return rng.choice([f"555{dg(rng, 1)}", f"{dg(rng, 1)}555", f"555{dg(rng, 2)}",
                       f"555-{dg(rng, 4)}", f"{dg(rng, 1)}-555{dg(rng, 1)}"])


def internal(rng):
    return rng.choice([f"555{dg(rng, 1)}", f"{dg(rng, 1)}555", f"555{dg(rng, 2)}",
                       f"{dg(rng, 2)}555"])


# ------------------------------------------------------------ places
def postcode(rng, cc):
    if cc == "GB":
        out = rng.choice(["AB", "KX", "LS", "SK", "BD", "NE", "CF", "EH", "G", "M", "B",
                          "PL", "TR", "NR", "YO", "HX", "ST", "WV"]) + str(rng.randint(1, 29))
        return f"{out} {rng.randint(1, 9)}{lt(rng, 2)}"
    if cc == "US":
        z = f"{rng.randint(10, 99)}{dg(rng, 3)}"
        return z + (f"-{dg(rng, 4)}" if rng.random() < 0.2 else "")
    if cc == "CA":
        return f"{rng.choice('ABCEGHJKLMNPRSTVXY')}{rng.randint(0, 9)}{rng.choice('ABCEGHJKLMNPRSTVWXYZ')} " \
               f"{rng.randint(0, 9)}{rng.choice('ABCEGHJKLMNPRSTVWXYZ')}{rng.randint(0, 9)}"
    if cc == "IE":
        return rng.choice(["D02", "D08", "D15", "T12", "T23", "H91", "V94", "X91", "F91", "A92",
                           "V92", "R35"]) + " " + "".join(rng.choice("ACDEFHKNPRTVWXY0123456789") for _ in range(4))
    return f"{rng.randint(1, 9)}{dg(rng, 3)}"  # AU, NZ


def street(rng, cc):
    base = rng.choice(P.STREET_BASE)
    suf = rng.choice(P.STREET_SUF[cc])
    if rng.random() < 0.3 and suf in P.STREET_ABBR:
        suf = P.STREET_ABBR[suf] + ("." if cc in ("US", "CA") and rng.random() < 0.5 else "")
    num = rng.choice([rng.randint(1, 99), rng.randint(1, 250), rng.randint(100, 9999)]
                     if cc in ("US", "CA") else [rng.randint(1, 99), rng.randint(1, 180)])
    s = f"{num} {base} {suf}"
    r = rng.random()
    if r < 0.15:
        if cc == "GB" or cc == "IE":
            s = rng.choice([f"Flat {rng.randint(1, 24)}, ", f"Apt {rng.randint(1, 40)}, ",
                            f"{rng.randint(1, 9)} {rng.choice(P.PLACE_WORDS)} House, "]) + s
        elif cc in ("US", "CA"):
            s += rng.choice([f", Apt {rng.randint(1, 30)}{rng.choice('ABCD')}", f" Unit {rng.randint(1, 400)}",
                             f" #{rng.randint(1, 999)}"])
        else:
            s = f"{rng.randint(1, 12)}/{s}" if rng.random() < 0.6 else f"Unit {rng.randint(1, 12)}, {s}"
    return s


def city(rng, cc):
    return rng.choice(P.TOWNS[cc])


def state(rng, cc):
    if cc in P.STATES:
        full, ab = rng.choice(P.STATES[cc])
        return full, ab
    return None


def county(rng, cc):
    if cc == "IE":
        return rng.choice(P.IE_COUNTIES)
    if cc == "GB":
        return rng.choice(P.GB_COUNTIES)
    return None


def ward(rng, cc):
    r = rng.random()
    if cc == "US" or (cc == "CA" and r < 0.5):
        return rng.choice([f"{rng.randint(2, 9)} {rng.choice(['West', 'East', 'North', 'South'])}",
                           f"Unit {rng.randint(3, 8)}{rng.choice('ABC')}",
                           f"{rng.choice(P.WARD_NAMES)} Pavilion {rng.randint(3, 7)}",
                           f"{rng.randint(3, 9)}{rng.choice(['A', 'B', 'C'])} Medicine"])
    if r < 0.55:
        return f"{rng.choice(P.WARD_NAMES)} Ward"
    if r < 0.85:
        return f"Ward {rng.randint(1, 40)}{rng.choice(['', '', 'A', 'B', 'C', 'D'])}"
    return f"{rng.choice(P.WARD_NAMES)} {rng.choice(['Unit', 'Ward', 'Suite'])}"


def practice(rng, cc):
    return f"{rng.choice(P.PLACE_WORDS)} {rng.choice(P.PRACTICE_SUF[cc])}"


def pharmacy(rng, cc):
    suf = rng.choice(P.PHARM_SUF if cc in ("US", "CA") else P.PHARM_SUF[:4])
    return f"{rng.choice(P.PLACE_WORDS)} {suf}"


def carehome(rng):
    return f"{rng.choice(P.PLACE_WORDS)} {rng.choice(P.CAREHOME_SUF)}"


def comm_team(rng):
    return f"{rng.choice(P.PLACE_WORDS)} {rng.choice(P.COMMUNITY_TEAM)}"


def org(rng):
    return f"{rng.choice(P.PLACE_WORDS)} {rng.choice(P.ORG_SUF)}"


def insurer(rng, cc):
    if cc == "AU":
        return rng.choice(P.INSURER_AU)
    if cc == "IE":
        return rng.choice(P.INSURER_IE)
    return rng.choice(P.INSURER)


def slug(h):
    words = [w for w in h.replace("'", "").replace(".", "").split() if w]
    base = words[0].lower()
    rest = "".join(w[0].lower() for w in words[1:])
    return f"{base}-{rest}" if rest else base


# ------------------------------------------------------------ identifiers
def mrn(rng, cc):
    if cc == "GB":
        return rng.choice([f"{lt(rng, 1)}{dg(rng, 7)}", f"RX{dg(rng, 6)}", f"{dg(rng, 8)}",
                           f"{lt(rng, 2)}{dg(rng, 6)}{lt(rng, 1)}", f"H{dg(rng, 6)}"])
    if cc == "US":
        return rng.choice([f"{dg(rng, 8)}", f"00{dg(rng, 6)}", f"{dg(rng, 3)}-{dg(rng, 2)}-{dg(rng, 2)}",
                           f"E{dg(rng, 9)}", f"{dg(rng, 7)}"])
    if cc == "AU":
        return rng.choice([f"{dg(rng, 6)}", f"00{dg(rng, 5)}", f"{lt(rng, 1)}{dg(rng, 6)}"])
    if cc == "CA":
        return rng.choice([f"H{dg(rng, 7)}", f"{dg(rng, 8)}", f"M{dg(rng, 6)}", f"{dg(rng, 3)}-{dg(rng, 4)}"])
    if cc == "IE":
        return rng.choice([f"{dg(rng, 7)}", f"{lt(rng, 1)}{dg(rng, 6)}", f"0{dg(rng, 6)}"])
    return rng.choice([f"{dg(rng, 7)}", f"{lt(rng, 1)}{dg(rng, 6)}"])


def nat_health(rng, cc, dob=None):
    """National health record number (MRN by convention). (label, value) or None."""
    if cc == "GB":
        if rng.random() < 0.2 and dob is not None:
            return "CHI", f"{dob.day:02d}{dob.month:02d}{dob.year % 100:02d}{dg(rng, 4)}"
        v = f"9{dg(rng, 2)} {dg(rng, 3)} {dg(rng, 4)}"
        return rng.choice(["NHS No", "NHS no.", "NHS Number", "NHS#"]), \
            (v if rng.random() < 0.8 else v.replace(" ", ""))
    if cc == "NZ":
        return "NHI", f"{lt(rng, 3)}{dg(rng, 4)}"
    if cc == "AU" and rng.random() < 0.4:
        return "IHI", f"8003 60{dg(rng, 2)} {dg(rng, 4)} {dg(rng, 4)}"
    if cc == "IE" and rng.random() < 0.4:
        return "IHI", f"{dg(rng, 10)}"
    return None


def healthplan(rng, cc):
    """(label, value) insurance / public health-cover card number."""
    if cc == "US":
        return rng.choice([("Member ID", f"{lt(rng, 3)}{dg(rng, 6)}"), ("Member ID", f"W{dg(rng, 9)}"),
                           ("Medicare MBI", f"{rng.randint(1, 9)}{lt(rng, 2)}{rng.randint(1, 9)}-{lt(rng, 2)}{rng.randint(1, 9)}-{lt(rng, 2)}{dg(rng, 2)}"),
                           ("Medicaid ID", f"{dg(rng, 2)}{lt(rng, 1)}{dg(rng, 6)}"), ("Policy #", f"{lt(rng, 2)}-{dg(rng, 7)}")])
    if cc == "CA":
        return rng.choice([("Health Card", f"{dg(rng, 4)}-{dg(rng, 3)}-{dg(rng, 3)}-{lt(rng, 2)}"),
                           ("OHIP", f"{dg(rng, 4)} {dg(rng, 3)} {dg(rng, 3)}"), ("PHN", f"9{dg(rng, 3)} {dg(rng, 3)} {dg(rng, 3)}"),
                           ("AHCIP", f"{dg(rng, 5)}-{dg(rng, 4)}")])
    if cc == "AU":
        return rng.choice([("Medicare No", f"{rng.randint(2, 6)}{dg(rng, 3)} {dg(rng, 5)} {rng.randint(1, 5)}"),
                           ("Medicare", f"{rng.randint(2, 6)}{dg(rng, 9)}/{rng.randint(1, 5)}"),
                           ("DVA No", f"{rng.choice(['N', 'V', 'Q', 'W'])}X{dg(rng, 6)}"),
                           ("Health fund member no", f"{dg(rng, 8)}")])
    if cc == "IE":
        return rng.choice([("Medical Card No", f"{dg(rng, 7)}{lt(rng, 1)}"), ("GMS No", f"{dg(rng, 6)}"),
                           ("Policy No", f"{lt(rng, 1)}{dg(rng, 8)}")])
    if cc == "NZ":
        return rng.choice([("Insurance member no", f"{dg(rng, 8)}"), ("ACC claim no", f"{lt(rng, 2)}{dg(rng, 5)}"),
                           ("Policy No", f"{lt(rng, 2)}{dg(rng, 7)}")])
    return rng.choice([("Policy No", f"{lt(rng, 3)}{dg(rng, 7)}"), ("Membership No", f"{dg(rng, 8)}")])


def ssn(rng, cc):
    """(label, value) social-security-like number starting with 9 or 000, or None (GB)."""
    if cc == "US":
        return rng.choice(["SSN", "SS#", "Social Security No"]), f"9{dg(rng, 2)}-{dg(rng, 2)}-{dg(rng, 4)}"
    if cc == "CA":
        return rng.choice(["SIN", "S.I.N."]), f"9{dg(rng, 2)} {dg(rng, 3)} {dg(rng, 3)}"
    if cc == "AU":
        return rng.choice(["Centrelink CRN", "CRN"]), f"000 {dg(rng, 3)} {dg(rng, 3)}{lt(rng, 1)}"
    if cc == "IE":
        return rng.choice(["PPSN", "PPS No"]), f"000{dg(rng, 4)}{lt(rng, 1)}" + rng.choice(["", "A", "W"])
    if cc == "NZ":
        return rng.choice(["MSD client no", "Work and Income client no"]), f"9{dg(rng, 2)}-{dg(rng, 3)}-{dg(rng, 3)}"
    return None


def account(rng, cc):
    return rng.choice([
        ("FIN", f"{dg(rng, 4)}-{dg(rng, 4)}"), ("CSN", f"{dg(rng, 10)}"),
        ("Encounter #", f"{dg(rng, 7)}"), ("Spell ID", f"SP{dg(rng, 7)}"),
        ("Visit No", f"V{dg(rng, 7)}"), ("Acct", f"{dg(rng, 3)}-{dg(rng, 5)}"),
        ("Episode No", f"E{dg(rng, 8)}"), ("Admission No", f"{lt(rng, 2)}{dg(rng, 6)}")]
        if cc in ("US", "CA") else [
        ("Spell ID", f"SP{dg(rng, 7)}"), ("Episode No", f"{dg(rng, 8)}"),
        ("Encounter", f"{dg(rng, 9)}"), ("Visit No", f"V{dg(rng, 7)}"),
        ("Admission No", f"{lt(rng, 2)}{dg(rng, 6)}"), ("Billing acct", f"{dg(rng, 4)}-{dg(rng, 4)}")])


def prof_license(rng, cc, role):
    """(label, value) professional registration; role in doc/nurse/pharm."""
    if cc == "GB":
        return {"doc": ("GMC", dg(rng, 7)), "nurse": ("NMC PIN", f"{dg(rng, 2)}{lt(rng, 1)}{dg(rng, 4)}{lt(rng, 1)}"),
                "pharm": ("GPhC", f"20{dg(rng, 5)}")}[role]
    if cc == "US":
        return {"doc": rng.choice([("NPI", f"1{dg(rng, 9)}"), ("DEA", f"{lt(rng, 2)}{dg(rng, 7)}")]),
                "nurse": ("RN Lic #", f"RN{dg(rng, 6)}"), "pharm": ("NPI", f"1{dg(rng, 9)}")}[role]
    if cc == "AU":
        pre = {"doc": "MED", "nurse": "NMW", "pharm": "PHA"}[role]
        return "AHPRA", f"{pre}000{dg(rng, 7)}"
    if cc == "CA":
        return {"doc": ("CPSO #", dg(rng, 5)), "nurse": ("CNO Reg #", dg(rng, 7)),
                "pharm": ("OCP #", dg(rng, 6))}[role]
    if cc == "IE":
        return {"doc": ("IMC No", dg(rng, 6)), "nurse": ("NMBI PIN", dg(rng, 6)),
                "pharm": ("PSI Reg", dg(rng, 5))}[role]
    return {"doc": ("MCNZ", dg(rng, 5)), "nurse": ("NCNZ", dg(rng, 6)),
            "pharm": ("PCNZ reg", dg(rng, 5))}[role]


def drivers_licence(rng, cc, last="X"):
    if cc == "GB":
        s = (last.upper().replace("'", "").replace(" ", "") + "99999")[:5]
        return f"{s}{dg(rng, 6)}{lt(rng, 2)}{dg(rng, 1)}{lt(rng, 2)}"
    if cc == "US":
        return rng.choice([f"{lt(rng, 1)}{dg(rng, 3)}-{dg(rng, 4)}-{dg(rng, 4)}", f"{lt(rng, 1)}{dg(rng, 7)}", dg(rng, 9)])
    if cc == "CA":
        return f"{lt(rng, 1)}{dg(rng, 4)}-{dg(rng, 5)}-{dg(rng, 5)}"
    if cc == "AU":
        return dg(rng, rng.choice([8, 9]))
    if cc == "IE":
        return f"{dg(rng, 3)}{dg(rng, 3)}{dg(rng, 3)}"
    return f"{lt(rng, 2)}{dg(rng, 6)}"


def plate(rng, cc):
    if cc == "GB":
        return f"{lt(rng, 2)}{rng.randint(10, 74)} {lt(rng, 3)}"
    if cc == "US":
        return rng.choice([f"{rng.randint(1, 9)}{lt(rng, 3)}{dg(rng, 3)}", f"{lt(rng, 3)}-{dg(rng, 4)}", f"{lt(rng, 3)} {dg(rng, 3)}"])
    if cc == "CA":
        return rng.choice([f"{lt(rng, 4)} {dg(rng, 3)}", f"{lt(rng, 2)}{dg(rng, 1)}-{dg(rng, 3)}"])
    if cc == "AU":
        return rng.choice([f"{lt(rng, 3)}-{dg(rng, 3)}", f"{dg(rng, 1)}{lt(rng, 2)} {dg(rng, 1)}{lt(rng, 2)}", f"{lt(rng, 3)}{dg(rng, 2)}{lt(rng, 1)}"])
    if cc == "IE":
        return f"{rng.randint(12, 24)}{rng.choice(['1', '2', ''])}-{rng.choice(['D', 'C', 'G', 'L', 'KY', 'MO', 'WX'])}-{rng.randint(100, 29999)}"
    return f"{lt(rng, 3)}{dg(rng, 3)}"


def vin(rng):
    return "".join(rng.choice(VIN_CH) for _ in range(17))


def device_sn(rng, kind):
    if kind == "pump":
        return rng.choice([f"NG{dg(rng, 7)}H", f"PMP{dg(rng, 6)}", f"{dg(rng, 3)}-{dg(rng, 5)}-{lt(rng, 1)}",
                           f"TS{dg(rng, 8)}", f"SN{dg(rng, 8)}"])
    if kind == "cgm":
        return rng.choice([f"8{lt(rng, 1)}{dg(rng, 1)}{lt(rng, 3)}", f"0M{dg(rng, 4)}{lt(rng, 4)}",
                           f"{lt(rng, 2)}{dg(rng, 4)}{lt(rng, 2)}", f"GT{dg(rng, 8)}"])
    if kind == "meter":
        return rng.choice([f"UN{dg(rng, 8)}", f"{dg(rng, 8)}", f"SS-{dg(rng, 5)}", f"SP{dg(rng, 6)}{lt(rng, 1)}",
                           f"ACI{dg(rng, 7)}"])
    if kind == "ketone":
        return f"KM{dg(rng, 6)}"
    if kind == "asset":
        return rng.choice([f"MED-{dg(rng, 5)}", f"BME{dg(rng, 6)}", f"ASSET {dg(rng, 6)}", f"IVP-{dg(rng, 4)}",
                           f"{lt(rng, 3)}{dg(rng, 5)}"])
    return f"SN{dg(rng, 8)}"


def bioid(rng):
    return rng.choice([("fingerprint ID", f"FP-{dg(rng, 5)}"), ("biometric template", f"BIO{dg(rng, 7)}"),
                       ("palm-vein ID", f"PV-{dg(rng, 4)}-{dg(rng, 2)}"), ("voiceprint ID", f"VP{dg(rng, 6)}"),
                       ("fingerprint template", f"FPT-{dg(rng, 7)}"), ("iris scan ID", f"IRS{dg(rng, 6)}")])


def idnum(rng, kind):
    if kind == "incident":
        return rng.choice([f"W{dg(rng, 6)}", f"INC-{rng.randint(2021, 2025)}-{dg(rng, 5)}", f"DX{dg(rng, 6)}",
                           f"IR{dg(rng, 2)}-{dg(rng, 5)}", f"{dg(rng, 6)}", f"RL-{dg(rng, 6)}"])
    if kind == "order":
        return rng.choice([f"ORD{dg(rng, 8)}", f"{dg(rng, 9)}", f"RX{dg(rng, 7)}", f"OE-{dg(rng, 7)}"])
    if kind == "accession":
        return rng.choice([f"S{rng.randint(21, 25)}-{dg(rng, 5)}", f"CH{dg(rng, 7)}", f"{dg(rng, 2)}:{lt(rng, 1)}{dg(rng, 6)}",
                           f"LAB{dg(rng, 8)}", f"B{dg(rng, 2)}.{dg(rng, 6)}"])
    if kind == "referral":
        return rng.choice([f"REF-{dg(rng, 6)}", f"DRT{dg(rng, 5)}", f"R{dg(rng, 7)}", f"ERS-{dg(rng, 4)}-{dg(rng, 4)}"])
    if kind == "call":
        return rng.choice([f"C{dg(rng, 7)}", f"TEL-{dg(rng, 6)}", f"{dg(rng, 8)}"])
    return f"{lt(rng, 2)}{dg(rng, 6)}"


def ip(rng):
    r = rng.random()
    if r < 0.45:
        return f"10.{rng.randint(0, 254)}.{rng.randint(0, 254)}.{rng.randint(1, 254)}"
    if r < 0.75:
        return f"192.168.{rng.randint(0, 254)}.{rng.randint(1, 254)}"
    return f"172.{rng.randint(16, 31)}.{rng.randint(0, 254)}.{rng.randint(1, 254)}"


def _clean(s):
    return "".join(c for c in s.lower() if c.isalnum())


def username(rng, p):
    f, l = _clean(p.first), _clean(p.last)
    return rng.choice([f"{f[0]}{l}", f"{f[0]}{l}{rng.randint(1, 9)}", f"{l}{f[0]}",
                       f"{l[:5]}{f[0]}{dg(rng, 2)}".upper(), f"{f}.{l}", f"{f[0]}{l[:6]}{dg(rng, 2)}",
                       f"{l}_{f[0]}"])


def email_staff(rng, p, hosp):
    f, l = _clean(p.first), _clean(p.last)
    local = rng.choice([f"{f}.{l}", f"{f[0]}.{l}", f"{f}.{l}{rng.randint(1, 9)}", f"{l}{f[0]}"])
    dom = rng.choice([f"{slug(hosp)}.example.org", f"{slug(hosp)}.example.net", "health.example.org",
                      f"{slug(hosp).split('-')[0]}.example.org"])
    return f"{local}@{dom}"


def email_team(rng, hosp):
    local = rng.choice(["diabetes.inpatient", "ipdt", "diabetesteam", "dsn.referrals", "poct",
                        "diabetes-nurses", "endo.consults", "medsafety"])
    return f"{local}@{slug(hosp)}.example.org"


def email_personal(rng, p, year=None):
    f, l = _clean(p.first), _clean(p.last)
    local = rng.choice([f"{f}.{l}", f"{f}{l[0]}{rng.randint(1, 99)}", f"{f[0]}{l}{year % 100 if year else rng.randint(1, 99)}",
                        f"{l}.{f}", f"{f}_{l}"])
    return f"{local}@{rng.choice(['example.com', 'example.net', 'mail.example.com', 'example.org'])}"


def url(rng, hosp=None):
    path = rng.choice(["diabetes/hypo-advice", "sickdayrules", "patients/insulin-safety", "dka-info",
                       "portal", "leaflets/driving-and-insulin", "diabetes/ketones", "mychart/login",
                       "education/carb-counting", "pump-school"])
    host = rng.choice(["www.example.org", "example.org", "www.example.com", "patients.example.net"])
    if hosp and rng.random() < 0.5:
        host = f"www.{slug(hosp)}.example.org"
    pre = rng.choice(["", "", "https://", "http://"])
    return f"{pre}{host}/{path}"
