"""Country locales: date styles, fictional contacts, addresses and identifier formats."""
import pools

LET = "ABCDEFGHJKLMNPRSTUVWXYZ"
COUNTRY_NAME = {"UK": "United Kingdom", "IE": "Ireland", "AU": "Australia",
                "NZ": "New Zealand", "CA": "Canada", "US": "United States"}


UK_AREA = dict(zip([x for x, _ in pools.CITIES["UK"]], pools.UK_PC_AREAS))
UK_AREA["Lisburn"] = "BT"
UK_NATION = {"Cardiff": "Wales", "Swansea": "Wales", "Newport": "Wales", "Wrexham": "Wales",
             "Glasgow": "Scotland", "Edinburgh": "Scotland", "Dundee": "Scotland",
             "Aberdeen": "Scotland", "Inverness": "Scotland", "Belfast": "Northern Ireland",
             "Lisburn": "Northern Ireland"}
IE_KEYS = {"Dublin": ["D01", "D04", "D06", "D08", "D12", "D15", "D24"], "Cork": ["T12", "T23"],
           "Limerick": ["V94"], "Galway": ["H91"], "Waterford": ["X91"], "Kilkenny": ["R95"],
           "Drogheda": ["A92"], "Dundalk": ["A91"], "Sligo": ["F91"], "Athlone": ["N37"],
           "Tralee": ["V92"], "Ennis": ["V95"], "Navan": ["C15"], "Naas": ["W91"],
           "Mullingar": ["N91"], "Letterkenny": ["F92"], "Castlebar": ["F23"], "Clonmel": ["E91"],
           "Wexford": ["Y35"], "Carlow": ["R93"], "Bray": ["A98"], "Cavan": ["H12"],
           "Portlaoise": ["R32"], "Tullamore": ["R35"], "Balbriggan": ["K32"]}


def dg(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def lt(rng, n):
    return "".join(rng.choice(LET) for _ in range(n))


def with555(rng, n):
    """n-digit string (n>=4) that contains 555."""
    k = rng.randrange(n - 2)
    s = dg(rng, k) + "555" + dg(rng, n - 3 - k)
    return s


class Locale:
    def __init__(self, code):
        self.code = code
        self.country = COUNTRY_NAME[code]
        c = code
        self.us_dates = c == "US"
        self.full_styles = {
            "UK": ["dmy", "dmy", "d_mon_y", "d_month_y", "dmy2", "dth_month_y", "D_MON_Y"],
            "IE": ["dmy", "dmy", "d_month_y", "d_mon_y", "dmy_dot", "dth_month_y"],
            "AU": ["dmy", "dmy", "d_mon_y", "d_month_y", "dmy2", "dmy_nz"],
            "NZ": ["dmy_nz", "dmy", "d_month_y", "d_mon_y", "dmy_dot2"],
            "CA": ["iso", "iso", "d_month_y", "month_d_y", "mon_d_y", "D_MON_Y"],
            "US": ["mdy", "mdy", "mdy_short", "month_d_y", "mon_d_y", "mdy_dash"],
        }[c]
        self.short_styles = {
            "UK": ["dm", "d_mon", "wd_dm"], "IE": ["dm", "d_mon", "wd_dm"],
            "AU": ["dm", "d_mon", "wd_dm"], "NZ": ["dm", "d_mon", "wd_dm"],
            "CA": ["mon_d", "d_mon", "wd_md"], "US": ["md", "mon_d", "wd_md"],
        }[c]
        self.long_styles = {
            "UK": ["wd_full", "d_month_y", "dth_month_y"], "IE": ["wd_full", "d_month_y"],
            "AU": ["wd_full", "d_month_y"], "NZ": ["wd_full", "d_month_y"],
            "CA": ["wd_full_us", "month_d_y", "d_month_y"], "US": ["wd_full_us", "month_d_y"],
        }[c]
        self.unit = {"UK": ["EPAU", "Early Pregnancy Unit", "EPU", "Early Pregnancy Assessment Unit"],
                     "IE": ["EPAU", "Early Pregnancy Unit", "EPAS"],
                     "AU": ["EPAS", "Early Pregnancy Assessment Service", "EPAU"],
                     "NZ": ["EPAC", "Early Pregnancy Assessment Clinic", "EPAU"],
                     "CA": ["EPAC", "Early Pregnancy Assessment Clinic", "EPC"],
                     "US": ["Early Pregnancy Clinic", "EPL clinic", "OB Triage"]}[c]
        self.ed = {"UK": ["A&E", "ED"], "IE": ["ED", "A&E"], "AU": ["ED"], "NZ": ["ED"],
                   "CA": ["ED", "ER"], "US": ["ED", "ER"]}[c]
        self.prog_unit = "ng/mL" if c in ("US", "CA") else "nmol/L"
        self.gp = {"UK": "GP", "IE": "GP", "AU": "GP", "NZ": "GP", "CA": "family physician",
                   "US": "PCP"}[c]
        self.mrn_label = {"UK": ["Hospital No", "Hosp no.", "MRN", "Unit No", "RTX"],
                          "IE": ["MRN", "Hospital No.", "Chart No"],
                          "AU": ["URN", "UR No", "MRN"], "NZ": ["NHI", "NHI No"],
                          "CA": ["MRN", "Chart #"], "US": ["MRN", "Med Rec #"]}[c]
        self.nat_label = {"UK": ["NHS No", "NHS Number", "NHS no."], "IE": ["IHI"],
                          "AU": [], "NZ": [], "CA": [], "US": []}[c]
        self.hp_label = {"UK": ["Policy no."], "IE": ["Medical card no.", "GMS no."],
                         "AU": ["Medicare No", "Medicare", "Medicare card"],
                         "NZ": ["Insurer ref"], "CA": ["Health card #", "OHIP", "PHN"],
                         "US": ["Member ID", "Subscriber ID", "Policy #"]}[c]
        self.ssn_label = {"UK": [], "IE": ["PPSN", "PPS No."], "AU": [], "NZ": [],
                          "CA": ["SIN"], "US": ["SSN", "SS#"]}[c]
        self.acct_label = {"UK": ["Attendance No", "Episode No", "Spell ID"],
                           "IE": ["Episode No", "Visit No"], "AU": ["Visit No", "Episode"],
                           "NZ": ["Event ID", "Visit No"], "CA": ["Encounter #", "Visit #"],
                           "US": ["Acct #", "Encounter #", "FIN", "Visit #"]}[c]

    # ----- contacts -------------------------------------------------------
    def phone(self, rng, kind="land"):
        c = self.code
        r = rng.randrange(4)
        if kind == "bleep":
            return with555(rng, 4)
        if kind == "ext":
            return with555(rng, rng.choice([4, 4, 5]))
        if c == "UK":
            if kind == "mobile":
                return ["07%s 555 %s" % (dg(rng, 3), dg(rng, 3)), "07700 555%s" % dg(rng, 3),
                        "+44 7%s 555%s" % (dg(rng, 3), dg(rng, 3)),
                        "07%s555%s" % (dg(rng, 3), dg(rng, 3))][r]
            ar = rng.choice(["0113", "0114", "0115", "0116", "0117", "0121", "0131", "0141",
                             "0161", "0191", "01224", "01392", "01473", "01603", "01752",
                             "029", "028", "01632"])
            tail = dg(rng, 4) if len(ar) == 4 or ar in ("029", "028") else dg(rng, 3)
            return ["%s 555 %s" % (ar, tail), "%s 555%s" % (ar, tail),
                    "(%s) 555 %s" % (ar, tail), "+44 %s 555 %s" % (ar[1:], tail)][r]
        if c == "IE":
            if kind == "mobile":
                p = rng.choice(["083", "085", "086", "087", "089"])
                return ["%s 555 %s" % (p, dg(rng, 4)), "%s-555%s" % (p, dg(rng, 4)),
                        "+353 %s 555 %s" % (p[1:], dg(rng, 4)), "%s555%s" % (p, dg(rng, 4))][r]
            ar = rng.choice(["01", "021", "061", "091", "051", "056", "041", "042", "071",
                             "090", "066", "065", "046", "045", "044", "074", "094", "052"])
            return ["(%s) 555 %s" % (ar, dg(rng, 4)), "%s 555 %s" % (ar, dg(rng, 4)),
                    "+353 %s 555 %s" % (ar[1:], dg(rng, 4)), "%s-555%s" % (ar, dg(rng, 4))][r]
        if c == "AU":
            if kind == "mobile":
                return ["04%s 555 %s" % (dg(rng, 2), dg(rng, 3)),
                        "04%s555%s" % (dg(rng, 2), dg(rng, 3)),
                        "+61 4%s 555 %s" % (dg(rng, 2), dg(rng, 3)),
                        "04%s 555 %s" % (dg(rng, 2), dg(rng, 3))][r]
            ar = rng.choice(["02", "03", "07", "08"])
            return ["(%s) 5550 %s" % (ar, dg(rng, 4)), "%s 5550 %s" % (ar, dg(rng, 4)),
                    "+61 %s 5550 %s" % (ar[1:], dg(rng, 4)), "(%s) 5550%s" % (ar, dg(rng, 4))][r]
        if c == "NZ":
            if kind == "mobile":
                p = rng.choice(["021", "022", "027", "029"])
                return ["%s 555 %s" % (p, dg(rng, 4)), "%s-555-%s" % (p, dg(rng, 3)),
                        "+64 %s 555 %s" % (p[1:], dg(rng, 4)), "%s 555%s" % (p, dg(rng, 3))][r]
            ar = rng.choice(["09", "07", "06", "04", "03"])
            return ["(%s) 555 %s" % (ar, dg(rng, 4)), "%s-555 %s" % (ar, dg(rng, 4)),
                    "+64 %s 555 %s" % (ar[1:], dg(rng, 4)), "%s 555%s" % (ar, dg(rng, 4))][r]
        ar = rng.choice(["416", "647", "905", "613", "604", "403", "780", "204", "902"]
                        if c == "CA" else
                        ["614", "412", "585", "508", "860", "804", "919", "404", "813", "615",
                         "502", "317", "608", "612", "402", "303", "520", "503", "916", "512"])
        t = "01%s" % dg(rng, 2) if rng.random() < 0.5 else dg(rng, 4)
        return ["(%s) 555-%s" % (ar, t), "%s-555-%s" % (ar, t), "%s.555.%s" % (ar, t),
                "+1 %s 555 %s" % (ar, t)][r]

    def ext(self, rng):
        return rng.choice(["ext ", "ext. ", "x", "Ext "]) + with555(rng, 4)

    # ----- addresses ------------------------------------------------------
    def street(self, rng):
        c = self.code
        wlist = pools.STREET_WORDS + pools.STREET_WORDS_C[c]
        w = rng.choice(wlist)
        suf = rng.choice(pools.STREET_SUFFIX[c])
        num = rng.choice([rng.randint(1, 40), rng.randint(1, 120), rng.randint(100, 9800)
                          if c in ("US", "CA") else rng.randint(1, 260)])
        r = rng.random()
        if c in ("US", "CA"):
            pre = ""
            if c == "US" and rng.random() < 0.25:
                pre = rng.choice(["N ", "S ", "E ", "W "])
            s = "%d %s%s %s" % (num, pre, w, suf)
            if r < 0.2:
                s += rng.choice([", Apt %d%s" % (rng.randint(1, 30), rng.choice("ABCD")),
                                 " Unit %d" % rng.randint(101, 1508), " #%d" % rng.randint(2, 40)])
            return s
        if c in ("AU", "NZ") and r < 0.25:
            return "%d/%d %s %s" % (rng.randint(1, 12), num, w, suf)
        if c == "IE" and r < 0.2:
            return "Apt %d, %s %s" % (rng.randint(1, 60), w, suf)
        if c == "IE" and r < 0.35:
            return "%d %s %s" % (num, w, suf)
        if c == "UK" and r < 0.2:
            return "Flat %d, %d %s %s" % (rng.randint(1, 24), num, w, suf)
        if c == "UK" and r < 0.28:
            return "%s Cottage, %s %s" % (rng.choice(["Rose", "Ivy", "Mill", "Orchard"]), w, suf)
        return "%d %s %s" % (num, w, suf)

    def postcode(self, rng, state, city=None):
        c = self.code
        if c == "UK":
            a = UK_AREA.get(city) or rng.choice(pools.UK_PC_AREAS)
            return "%s%d %d%s" % (a, rng.randint(1, 28), rng.randint(0, 9), lt(rng, 2))
        if c == "IE":
            rk = rng.choice(IE_KEYS.get(city) or pools.IE_ROUTING)
            return "%s %s%s%s%s" % (rk, rng.choice("ACDEFHKNPRTVWXY"),
                                    dg(rng, 1), rng.choice("ACDEFHKNPRTVWXY"), dg(rng, 1)) \
                if rng.random() < 0.5 else "%s %s%s%s" % (
                    rk, rng.choice("ACDEFHKNPRTVWXY"),
                    rng.choice("ACDEFHKNPRTVWXY"), dg(rng, 2))
        if c == "AU":
            p = pools.AU_PC_PREFIX[state]
            return p + dg(rng, 4 - len(p))
        if c == "NZ":
            return "%d%s" % (rng.randint(1, 9), dg(rng, 3))
        if c == "CA":
            L = rng.choice(pools.CA_PC_LETTER[state])
            return "%s%d%s %d%s%d" % (L, rng.randint(0, 9), rng.choice(LET), rng.randint(0, 9),
                                      rng.choice(LET), rng.randint(0, 9))
        return pools.US_ZIP_PREFIX.get(state, "4") + dg(rng, 3) + (
            "-" + dg(rng, 4) if rng.random() < 0.15 else "")

    def address(self, rng):
        city, st = rng.choice(pools.CITIES[self.code])
        return {"street": self.street(rng), "city": city, "state": st,
                "zip": self.postcode(rng, st, city)}

    def nation(self, city):
        """Country name for an address footer (UK: the constituent country)."""
        if self.code == "UK":
            return UK_NATION.get(city, "England")
        return self.country

    # ----- identifiers ----------------------------------------------------
    def mrn(self, rng):
        c = self.code
        if c == "UK":
            return rng.choice([lt(rng, 1) + dg(rng, 7), dg(rng, 8), "RX" + dg(rng, 6),
                               lt(rng, 1) + dg(rng, 6) + lt(rng, 1)])
        if c == "IE":
            return rng.choice([dg(rng, 7), "0" + dg(rng, 6), dg(rng, 6)])
        if c == "AU":
            return rng.choice([dg(rng, 7), "UR" + dg(rng, 6), dg(rng, 8)])
        if c == "NZ":
            return rng.choice(["ABCDEFGHJKLMNPRSTUVWXYZ"[rng.randrange(23)] + lt(rng, 2) +
                               dg(rng, 4), lt(rng, 3) + dg(rng, 2) + lt(rng, 2)])
        if c == "CA":
            return rng.choice(["M" + dg(rng, 7), dg(rng, 9), "H" + dg(rng, 6)])
        return rng.choice([dg(rng, 8), "E" + dg(rng, 8), dg(rng, 3) + "-" + dg(rng, 2) + "-" + dg(rng, 2)])

    def natid(self, rng):
        if self.code == "UK":
            d = "9" + dg(rng, 9)
            return rng.choice(["%s %s %s" % (d[:3], d[3:6], d[6:]), d, "%s-%s-%s" % (d[:3], d[3:6], d[6:])])
        if self.code == "IE":
            return rng.choice([dg(rng, 10), "%s %s %s" % (dg(rng, 3), dg(rng, 3), dg(rng, 4))])
        return None

    def healthplan(self, rng):
        c = self.code
        if c == "AU":
            d = "2" + dg(rng, 9)
            return rng.choice(["%s %s %s" % (d[:4], d[4:9], d[9]) + " " + str(rng.randint(1, 5)),
                               d + "-" + str(rng.randint(1, 5)), "%s %s %s" % (d[:4], d[4:9], d[9])])
        if c == "CA":
            return rng.choice(["%s-%s-%s-%s" % (dg(rng, 4), dg(rng, 3), dg(rng, 3), lt(rng, 2)),
                               "9%s %s %s" % (dg(rng, 3), dg(rng, 3), dg(rng, 3)),
                               "%s %s %s %s" % (dg(rng, 4), dg(rng, 3), dg(rng, 3), lt(rng, 2))])
        if c == "IE":
            return dg(rng, 7) + lt(rng, 1)
        if c == "US":
            return rng.choice([lt(rng, 3) + dg(rng, 9), "W" + dg(rng, 9), lt(rng, 2) + dg(rng, 7) + "-01",
                               "U" + dg(rng, 8) + " 0" + str(rng.randint(1, 4))])
        if c == "UK":
            return lt(rng, 2) + dg(rng, 8)
        return "HC-" + dg(rng, 7)

    def group_no(self, rng):
        return rng.choice(["GRP-" + dg(rng, 6), dg(rng, 6) + "-" + dg(rng, 3), lt(rng, 1) + dg(rng, 5)])

    def ssn(self, rng):
        c = self.code
        if c == "US":
            if rng.random() < 0.8:
                return "9%s-%s-%s" % (dg(rng, 2), dg(rng, 2), dg(rng, 4))
            return "000-%s-%s" % (dg(rng, 2), dg(rng, 4))
        if c == "CA":
            return rng.choice(["9%s %s %s" % (dg(rng, 2), dg(rng, 3), dg(rng, 3)),
                               "9%s-%s-%s" % (dg(rng, 2), dg(rng, 3), dg(rng, 3))])
        if c == "IE":
            return "9" + dg(rng, 6) + rng.choice(["A", "B", "T", "W", "H", "TA", "WA"])
        return None

    def account(self, rng):
        c = self.code
        return rng.choice({
            "UK": [dg(rng, 10), "ATT" + dg(rng, 7), "%s/%s" % (dg(rng, 6), dg(rng, 2))],
            "IE": ["E" + dg(rng, 8), dg(rng, 9)], "AU": ["V" + dg(rng, 9), dg(rng, 10)],
            "NZ": ["EV" + dg(rng, 8), dg(rng, 9)], "CA": [dg(rng, 10), "ENC-" + dg(rng, 8)],
            "US": [dg(rng, 10), "FIN " + dg(rng, 9), dg(rng, 4) + "-" + dg(rng, 6)]}[c])

    def licence(self, rng, role):
        """Return (label, value) for a clinician registration / licence number."""
        c = self.code
        if c == "UK":
            if role in ("nurse", "midwife"):
                return "NMC PIN", "%s%s%s%s" % (dg(rng, 2), rng.choice("ACEIY"), dg(rng, 4), rng.choice("ABCDE"))
            if role == "sono":
                return "HCPC", "RA" + dg(rng, 5)
            if role == "pharm":
                return "GPhC", "20" + dg(rng, 5)
            return "GMC", rng.choice(["6", "7"]) + dg(rng, 6)
        if c == "IE":
            if role in ("nurse", "midwife"):
                return "NMBI PIN", dg(rng, 6)
            if role == "sono":
                return "CORU", "RA0" + dg(rng, 5)
            if role == "pharm":
                return "PSI", dg(rng, 5)
            return "IMC", dg(rng, 6)
        if c == "AU":
            if role in ("nurse", "midwife"):
                return "AHPRA", rng.choice(["NMW", "MID"]) + "000" + dg(rng, 7)
            if role == "sono":
                return "ASAR", dg(rng, 5)
            if role == "pharm":
                return "AHPRA", "PHA000" + dg(rng, 7)
            if rng.random() < 0.5:
                return "Prescriber No", dg(rng, 7)
            return "AHPRA", "MED000" + dg(rng, 7)
        if c == "NZ":
            if role in ("nurse", "midwife"):
                return ("NCNZ", dg(rng, 6)) if role == "nurse" else ("Midwifery Council APC", dg(rng, 5))
            if role == "sono":
                return "MRTB", dg(rng, 5)
            if role == "pharm":
                return "PCNZ", dg(rng, 5)
            return "MCNZ", dg(rng, 5)
        if c == "CA":
            if role in ("nurse", "midwife"):
                return "CNO #", dg(rng, 8)
            if role == "sono":
                return "Sonography Canada #", dg(rng, 6)
            if role == "pharm":
                return "OCP #", dg(rng, 6)
            return rng.choice(["CPSO #", "CPSBC #", "CPSA #"]), dg(rng, rng.choice([5, 6]))
        if role in ("nurse", "midwife"):
            return "RN Lic", "RN" + dg(rng, 7)
        if role == "sono":
            return "RDMS #", dg(rng, 6)
        if role == "pharm":
            return "RPh Lic", "RPH." + dg(rng, 6)
        r = rng.random()
        if r < 0.5:
            return "NPI", "1" + dg(rng, 9)
        if r < 0.8:
            return "DEA", lt(rng, 2) + dg(rng, 7)
        return "State Lic", "%s.%s" % (dg(rng, 2), dg(rng, 6))

    def plate(self, rng):
        c = self.code
        if c == "UK":
            return "%s%02d %s" % (lt(rng, 2), rng.randint(10, 74), lt(rng, 3))
        if c == "IE":
            return "%d-%s-%s" % (rng.choice([141, 151, 161, 171, 181, 191, 201, 211, 221, 231, 241]),
                                 rng.choice(["D", "C", "G", "L", "KE", "MH", "WW", "KY", "LH"]),
                                 dg(rng, rng.choice([3, 4, 5])))
        if c == "AU":
            return rng.choice(["%s%s-%s" % (lt(rng, 2), dg(rng, 2), lt(rng, 2)),
                               "%s-%s" % (lt(rng, 3), dg(rng, 3)), "1%s-%s" % (lt(rng, 2), dg(rng, 3))])
        if c == "NZ":
            return lt(rng, 3) + dg(rng, 3)
        if c == "CA":
            return "%s %s" % (lt(rng, 4), dg(rng, 3))
        return rng.choice(["%d%s%s" % (rng.randint(1, 9), lt(rng, 3), dg(rng, 3)),
                           "%s-%s" % (lt(rng, 3), dg(rng, 4))])

    def ip(self, rng):
        r = rng.randrange(3)
        if r == 0:
            return "10.%d.%d.%d" % (rng.randint(0, 254), rng.randint(0, 254), rng.randint(1, 254))
        if r == 1:
            return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254), rng.randint(1, 254))
        return "192.168.%d.%d" % (rng.randint(0, 254), rng.randint(1, 254))
